// URLs of course pages, in one place.
export const courseHref = (course: string) => `/courses/${course}`;
export const lessonHref = (course: string, lesson: string) => `/courses/${course}/${lesson}`;
export const quizHref = (course: string) => `/courses/${course}/quiz`;
