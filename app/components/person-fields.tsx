import { useLingui } from "@lingui/react/macro";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#app/accounts/field-limits.ts";
import { TextField } from "#app/components/ui/text-field.tsx";

type Props = { name?: string; label?: string; hint?: string; defaultValue?: string; error?: string };

/** A person's name, as every form that asks for one asks for it. */
export function NameField({ name = "name", label, ...rest }: Props) {
  const { t } = useLingui();
  return (
    <TextField name={name} label={label ?? t`Your name`} autoComplete="name" maxLength={NAME_MAX_LENGTH} {...rest} />
  );
}

/** An email address, as every form that asks for one asks for it. */
export function EmailField({ name = "email", label, ...rest }: Props) {
  const { t } = useLingui();
  return (
    <TextField
      name={name}
      label={label ?? t`Email address`}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      {...rest}
    />
  );
}
