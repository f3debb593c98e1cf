// A lesson's "Predict first" prompt (issue 15): the learner writes a guess before the demo and
// sees it again after it. The rules for a guess, for the lesson's form and its action.

export const MAX_GUESS_LENGTH = 500;

/** A guess as it is kept: Windows line ends made plain, and no space around it. */
export const normalGuess = (raw: string) => raw.replace(/\r\n?/g, "\n").trim();

/** Why a guess cannot be kept, in words for the learner, or null when it can. */
export function guessProblem(raw: string): string | null {
  const guess = normalGuess(raw);
  if (guess === "") return "Write your guess first: a few words are enough.";
  if (guess.length > MAX_GUESS_LENGTH) {
    return `Keep your guess to ${MAX_GUESS_LENGTH} characters: yours has ${guess.length}.`;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(guess)) {
    return "Your guess contains characters that cannot be shown. Type it again without them.";
  }
  return null;
}
