// The rules a new password must meet, shared by the browser (live checklist), the server (the
// check) and the command-line tools. Plain code: the words for each rule, in every language,
// are in password-messages.ts.

export type PasswordPolicy = {
  minLength: number;
  maxLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumber: boolean;
  requireSymbol: boolean;
};

// Length over composition rules: they make passwords harder to remember, not to guess (NIST SP 800-63B).
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: false,
  requireNumber: false,
  requireSymbol: false,
};

export type PasswordRuleId = "minLength" | "maxLength" | "lowercase" | "uppercase" | "number" | "symbol";
export type PasswordRule = { id: PasswordRuleId; met: boolean };

/**
 * Every rule the policy turns on, and whether the password meets it. Length counts Unicode
 * code points, so an emoji is one character, not two.
 */
export function passwordRules(password: string, policy: PasswordPolicy): PasswordRule[] {
  const length = [...password].length;
  const rules: PasswordRule[] = [
    { id: "minLength", met: length >= policy.minLength },
    { id: "maxLength", met: length <= policy.maxLength },
  ];
  if (policy.requireLowercase) rules.push({ id: "lowercase", met: /\p{Ll}/u.test(password) });
  if (policy.requireUppercase) rules.push({ id: "uppercase", met: /\p{Lu}/u.test(password) });
  if (policy.requireNumber) rules.push({ id: "number", met: /\p{N}/u.test(password) });
  // Anything that is neither a letter nor a number counts, spaces and emoji included.
  if (policy.requireSymbol) rules.push({ id: "symbol", met: /[^\p{L}\p{N}]/u.test(password) });
  return rules;
}
