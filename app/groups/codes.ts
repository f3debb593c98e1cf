// A group's join code: eight characters from an alphabet without the ones people confuse
// (0 and O, 1, I and L), shown as ABCD-2345 and accepted however it is typed (lower case,
// spaces, dashes). 31^8 codes, about 8.5 × 10^11: with joining rate-limited per account,
// guessing one is hopeless.

export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

/** A new random code (`random` gives an index into the alphabet; crypto on the server). */
export function newJoinCode(randomIndex: (size: number) => number): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return code;
}

/** What was typed, as codes are stored (upper case, no spaces or dashes); null if it cannot be a code. */
export function normalJoinCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  if (code.length !== CODE_LENGTH) return null;
  for (const character of code) if (!CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** ABCD2345 → ABCD-2345, as people read and type it. */
export const formatJoinCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;
