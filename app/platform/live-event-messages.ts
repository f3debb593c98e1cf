// What a learner reads (a screen reader says) in their other tabs when a live event arrives
// (live-events.ts), in the page's language. Browser code: the server only sends the events.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LANGUAGE, isLanguage } from "#app/site/locale.ts";
import type { CourseTitles, LiveEvent } from "./live-events.ts";

/** The course's title in the language of `i18n` (English, then its slug, while it has none). */
function titleIn(i18n: I18n, course: string, titles: CourseTitles): string {
  return (isLanguage(i18n.locale) ? titles[i18n.locale] : undefined) ?? titles[DEFAULT_LANGUAGE] ?? course;
}

/** What changed, in the language of `i18n`, or null for an event that needs no words. */
export function describeLiveEvent(event: LiveEvent, i18n: I18n): string | null {
  switch (event.type) {
    case "lesson-completed": {
      const courseTitle = titleIn(i18n, event.course, event.courseTitles);
      return i18n._(msg`Progress saved: a lesson in ${courseTitle} is complete.`);
    }
    case "quiz-submitted": {
      const courseTitle = titleIn(i18n, event.course, event.courseTitles);
      return event.passed ? i18n._(msg`You passed the ${courseTitle} quiz.`) : null;
    }
    case "certificate-issued": {
      const courseTitle = titleIn(i18n, event.course, event.courseTitles);
      return i18n._(msg`You earned a certificate for ${courseTitle}.`);
    }
    case "inbox-changed":
      // The operators' area is in English (only its pages hear of this).
      return event.arrived
        ? `A new ${event.arrived === "message" ? "contact message" : "partnership inquiry"} arrived.`
        : null;
    default:
      return null;
  }
}
