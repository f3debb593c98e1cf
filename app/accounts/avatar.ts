// The profile photo's limits, shared so the browser can refuse a file before sending it.
import { msg } from "@lingui/core/macro";

/** The largest photo a learner may upload. */
export const AVATAR_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const megabytes = AVATAR_MAX_UPLOAD_BYTES / 1024 / 1024;

/** The refusal of a file over the limit, to translate where it is shown. */
export const PHOTO_TOO_LARGE_MESSAGE = msg`That file is larger than ${megabytes} MB. Choose a smaller photo, or save this one at a smaller size and try again.`;
