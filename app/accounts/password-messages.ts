// What the pages say about passwords, in the page's language: each rule of the policy, the
// field's hint, and why a new password was refused. Browser-safe; pass the i18n instance.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { formatList, isLanguage } from "#app/site/locale.ts";
import type { PasswordPolicy, PasswordRuleId } from "./password-policy.ts";

/** The rule in the field's checklist, e.g. "At least 8 characters". */
export function ruleLabel(id: PasswordRuleId, policy: PasswordPolicy): MessageDescriptor {
  const { minLength: min, maxLength: max } = policy;
  switch (id) {
    case "minLength":
      return msg`${plural(min, { one: "At least # character", other: "At least # characters" })}`;
    case "maxLength":
      return msg`${plural(max, { one: "At most # character", other: "At most # characters" })}`;
    case "lowercase":
      return msg`A lowercase letter (a–z)`;
    case "uppercase":
      return msg`An uppercase letter (A–Z)`;
    case "number":
      return msg`A number (0–9)`;
    case "symbol":
      return msg`A symbol (like ! or #) or a space`;
  }
}

/** The rule as something a password still needs, an item of "Your password needs: …". */
function ruleNeed(id: PasswordRuleId, policy: PasswordPolicy): MessageDescriptor {
  const { minLength: min, maxLength: max } = policy;
  const comment = "An item in the list after “Your password needs:”";
  switch (id) {
    case "minLength":
      return msg({
        message: `${plural(min, { one: "at least # character", other: "at least # characters" })}`,
        comment,
      });
    case "maxLength":
      return msg({ message: `${plural(max, { one: "at most # character", other: "at most # characters" })}`, comment });
    case "lowercase":
      return msg({ message: "a lowercase letter (a–z)", comment });
    case "uppercase":
      return msg({ message: "an uppercase letter (A–Z)", comment });
    case "number":
      return msg({ message: "a number (0–9)", comment });
    case "symbol":
      return msg({ message: "a symbol (like ! or #) or a space", comment });
  }
}

const listIn = (i18n: I18n, items: string[]) => formatList(items, isLanguage(i18n.locale) ? i18n.locale : undefined);

/** What a new password still lacks, as one sentence; null when it meets every rule. */
export function unmetRulesMessage(
  i18n: I18n,
  policy: PasswordPolicy,
  rules: readonly { id: PasswordRuleId; met: boolean }[],
): string | null {
  const unmet = rules.filter((rule) => !rule.met);
  if (unmet.length === 0) return null;
  const needs = listIn(
    i18n,
    unmet.map((rule) => i18n._(ruleNeed(rule.id, policy))),
  );
  return i18n._(msg`Your password needs: ${needs}.`);
}

/** Why a password that meets the rules is still refused; `warning` is zxcvbn's, in the page's language. */
export function weakPasswordMessage(i18n: I18n, warning: string | null): string {
  return warning
    ? i18n._(msg`This password is too easy to guess. ${warning} Try a longer phrase of unrelated words.`)
    : i18n._(msg`This password is too easy to guess. Try a longer phrase of unrelated words.`);
}

/** A short description of the policy for the field's hint, e.g. "Use 8 to 128 characters, including a number." */
export function describePolicy(i18n: I18n, policy: PasswordPolicy): string {
  const { minLength: min, maxLength: max } = policy;
  const comment = "After “including”, in the password field's hint";
  const required = [
    policy.requireLowercase && i18n._(msg({ message: "a lowercase letter", comment })),
    policy.requireUppercase && i18n._(msg({ message: "an uppercase letter", comment })),
    policy.requireNumber && i18n._(msg({ message: "a number", comment })),
    policy.requireSymbol && i18n._(msg({ message: "a symbol", comment })),
  ].filter((part) => typeof part === "string");
  if (required.length === 0) {
    return min === max
      ? i18n._(msg`${plural(min, { one: "Use exactly # character.", other: "Use exactly # characters." })}`)
      : i18n._(msg`${plural(max, { one: `Use ${min} to # character.`, other: `Use ${min} to # characters.` })}`);
  }
  const kinds = listIn(i18n, required);
  return min === max
    ? i18n._(
        msg`${plural(min, {
          one: `Use exactly # character, including ${kinds}.`,
          other: `Use exactly # characters, including ${kinds}.`,
        })}`,
      )
    : i18n._(
        msg`${plural(max, {
          one: `Use ${min} to # character, including ${kinds}.`,
          other: `Use ${min} to # characters, including ${kinds}.`,
        })}`,
      );
}
