import { Trans, useLingui } from "@lingui/react/macro";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { secondaryButtonClass } from "#app/components/ui/text-field.tsx";

/** The link that downloads everything Synapse stores about the learner. */
export function DataSection() {
  const { t } = useLingui();
  return (
    <ProfileSection id="data" title={t`Your data`}>
      <p>
        <Trans>
          Download everything Synapse stores about you (your account, photo, sessions and the emails we sent you) as one
          JSON file.
        </Trans>
      </p>
      {/* A download, not a page: a plain link to the one address, whatever the page's language. */}
      <a href="/profile/data" download className={`${secondaryButtonClass} mt-4`}>
        <Trans>Download my data</Trans>
      </a>
    </ProfileSection>
  );
}
