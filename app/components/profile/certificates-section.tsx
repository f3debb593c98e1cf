import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { CertificateList } from "#app/components/certificate-list.tsx";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";

/** The certificates the learner has earned, or how to earn one. */
export function CertificatesSection({
  certificates,
}: {
  certificates: ComponentProps<typeof CertificateList>["certificates"];
}) {
  const { t } = useLingui();
  return (
    <ProfileSection id="certificates" title={t`Certificates`}>
      {certificates.length ? (
        <CertificateList certificates={certificates} />
      ) : (
        <p className="text-muted">
          <Trans>
            None yet. Finish a course (every lesson, and its quiz passed) to earn one; see{" "}
            <Link to="/learn" className="text-link underline underline-offset-2">
              your dashboard
            </Link>
            .
          </Trans>
        </p>
      )}
    </ProfileSection>
  );
}
