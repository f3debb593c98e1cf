// A course's level is a key in its content file ("Beginner"), the same in every language; the
// page shows its label in the reader's language.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { courseLevels } from "./schemas.ts";

export type CourseLevel = (typeof courseLevels)[number];

/** What each level is called on a page. */
export const courseLevelLabels: Record<CourseLevel, MessageDescriptor> = {
  Beginner: msg({ message: "Beginner", comment: "a course's level" }),
  "Beginner to intermediate": msg({ message: "Beginner to intermediate", comment: "a course's level" }),
  Intermediate: msg({ message: "Intermediate", comment: "a course's level" }),
};
