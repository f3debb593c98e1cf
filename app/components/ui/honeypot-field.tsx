import { Trans } from "@lingui/react/macro";

/**
 * The honeypot: a field hidden from people (and from assistive technology) that
 * form-filling bots fill in. Forms accept such a submission and quietly drop it.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        <Trans comment="The label of a field hidden from people that only form-filling bots fill in">Website</Trans>
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
