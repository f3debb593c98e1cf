// URLs of course pages, in one place.
export const courseHref = (course: string) => `/courses/${course}`;
export const lessonHref = (course: string, lesson: string) => `/courses/${course}/${lesson}`;
export const quizHref = (course: string) => `/courses/${course}/quiz`;
export const finishHref = (course: string) => `/courses/${course}/finish`;
export const attemptHref = (course: string, attempt: string) => `/courses/${course}/quiz/attempts/${attempt}`;
export const certificateHref = (id: string) => `/certificates/${id}`;
export const certificateImageHref = (id: string) => `/certificates/${id}/certificate.png`;
