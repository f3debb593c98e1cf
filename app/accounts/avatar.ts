// The profile photo's limits, shared so the browser can refuse a file before sending it.

/** The largest photo a learner may upload. */
export const AVATAR_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const PHOTO_TOO_LARGE_MESSAGE = `That file is larger than ${AVATAR_MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller photo, or save this one at a smaller size and try again.`;
