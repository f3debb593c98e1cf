// What the password strength check answers, shared by the route that scores a password as it is
// typed (POST /api/password-strength) and the field that shows the meter. Types and numbers only:
// the scoring, with zxcvbn and its dictionaries, stays on the server (password-strength.server.ts),
// and the request's schema is in forms.ts.

export type Strength = { score: 0 | 1 | 2 | 3 | 4; warning: string | null; suggestions: string[] };

/** What the route answers: the score, zxcvbn's advice, and the lowest score a new password may have. */
export type StrengthReport = Strength & { minScore: number };

/**
 * Scores below this are refused. 2 means "somewhat guessable" (about 10^8 guesses): out of
 * reach of online guessing, which our rate limits slow further, and what our stored scrypt
 * hashes guard against offline. 3 would refuse every 8-character password, random or not,
 * and so quietly raise the minimum length the operator chose.
 */
export const MIN_STRENGTH_SCORE = 2;

/** zxcvbn slows down sharply with length, and past this many characters a password is strong anyway: only these are scored. */
export const STRENGTH_CHECKED_LENGTH = 128;
