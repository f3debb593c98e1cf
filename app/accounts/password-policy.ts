// The rules a new password must meet, shared by the browser (live checklist) and the server (the check).

import { plural } from "#app/site/plural.ts";

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

export type PasswordRule = {
  id: "minLength" | "maxLength" | "lowercase" | "uppercase" | "number" | "symbol";
  label: string;
  met: boolean;
};

/**
 * Every rule the policy turns on, each with a plain-English label and whether the password
 * meets it. Length counts Unicode code points, so an emoji is one character, not two.
 */
export function passwordRules(password: string, policy: PasswordPolicy): PasswordRule[] {
  const length = [...password].length;
  const rules: PasswordRule[] = [
    {
      id: "minLength",
      label: plural(policy.minLength, { one: "At least # character", other: "At least # characters" }),
      met: length >= policy.minLength,
    },
    {
      id: "maxLength",
      label: plural(policy.maxLength, { one: "At most # character", other: "At most # characters" }),
      met: length <= policy.maxLength,
    },
  ];
  if (policy.requireLowercase)
    rules.push({ id: "lowercase", label: "A lowercase letter (a–z)", met: /\p{Ll}/u.test(password) });
  if (policy.requireUppercase)
    rules.push({ id: "uppercase", label: "An uppercase letter (A–Z)", met: /\p{Lu}/u.test(password) });
  if (policy.requireNumber) rules.push({ id: "number", label: "A number (0–9)", met: /\p{N}/u.test(password) });
  // Anything that is neither a letter nor a number counts, spaces and emoji included.
  if (policy.requireSymbol)
    rules.push({ id: "symbol", label: "A symbol (like ! or #) or a space", met: /[^\p{L}\p{N}]/u.test(password) });
  return rules;
}

/** A short description of the policy for the field's hint, e.g. "Use 8 to 128 characters, including a number." */
export function describePolicy(policy: PasswordPolicy): string {
  const length =
    policy.minLength === policy.maxLength
      ? plural(policy.minLength, { one: "Use exactly # character", other: "Use exactly # characters" })
      : plural(policy.maxLength, {
          one: `Use ${policy.minLength} to # character`,
          other: `Use ${policy.minLength} to # characters`,
        });
  const required = [
    policy.requireLowercase && "a lowercase letter",
    policy.requireUppercase && "an uppercase letter",
    policy.requireNumber && "a number",
    policy.requireSymbol && "a symbol",
  ].filter((part) => typeof part === "string");
  if (required.length === 0) return `${length}.`;
  const last = required.pop();
  const list = required.length > 0 ? `${required.join(", ")} and ${last}` : last;
  return `${length}, including ${list}.`;
}
