/** The largest photo a learner may upload; shared so the browser can check before sending. */
export const AVATAR_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
