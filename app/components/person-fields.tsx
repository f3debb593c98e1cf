import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#app/accounts/field-limits.ts";
import { TextField } from "#app/components/ui/text-field.tsx";

type Props = { name?: string; label?: string; hint?: string; defaultValue?: string; error?: string };

/** A person's name, as every form that asks for one asks for it. */
export function NameField({ name = "name", label = "Your name", ...rest }: Props) {
  return <TextField name={name} label={label} autoComplete="name" maxLength={NAME_MAX_LENGTH} {...rest} />;
}

/** An email address, as every form that asks for one asks for it. */
export function EmailField({ name = "email", label = "Email address", ...rest }: Props) {
  return (
    <TextField name={name} label={label} type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...rest} />
  );
}
