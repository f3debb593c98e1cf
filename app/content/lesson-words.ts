// The words the lesson renderer writes into every lesson (its boxes' labels and a demo's
// stand-in), declared here so that `lingui extract` puts them in the site's catalogs. The
// build writes each language's words from those catalogs (scripts/content/lesson-words.ts,
// which lists the same English and fails the build should one be missing here).
import { msg } from "@lingui/core/macro";

export const lessonWords = [
  msg`Predict first`,
  msg`Common misconception`,
  msg`Go deeper`,
  msg`Loading the demo…`,
  msg`This interactive demo runs in your browser and needs JavaScript. The text around it explains the same idea.`,
];
