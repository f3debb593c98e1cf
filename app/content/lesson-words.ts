// The words the lesson renderer writes into every lesson (its boxes' labels, a table's name, a
// demo's stand-in), declared here so that `lingui extract` puts them in the site's catalogs.
// The build writes each language's words from those catalogs (scripts/content/lesson-words.ts,
// which lists the same English and fails the build should one be missing here).
import { msg } from "@lingui/core/macro";

export const lessonWords = [
  msg({ message: "Predict first", comment: "Label of the box in a lesson that asks for a guess before a demo" }),
  msg({
    message: "Common misconception",
    comment: "Label of a box in a lesson that corrects a common mistaken belief",
  }),
  msg({ message: "Go deeper", comment: "Label of an optional box in a lesson with more detail" }),
  msg({ message: "Table", comment: "Name of a table in a lesson that has no heading of its own" }),
  msg`Loading the demo…`,
  msg`This interactive demo runs in your browser and needs JavaScript. The text around it explains the same idea.`,
];
