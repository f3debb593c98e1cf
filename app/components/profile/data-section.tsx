import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { secondaryButtonClass } from "#app/components/ui/text-field.tsx";

/** The link that downloads everything Synapse stores about the learner. */
export function DataSection() {
  return (
    <ProfileSection id="data" title="Your data">
      <p>
        Download everything Synapse stores about you (your account, photo, sessions and the emails we sent you) as one
        JSON file.
      </p>
      <a href="/profile/data" download className={`${secondaryButtonClass} mt-4`}>
        Download my data
      </a>
    </ProfileSection>
  );
}
