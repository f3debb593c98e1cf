import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Form } from "react-router";
import { AVATAR_MAX_UPLOAD_BYTES, PHOTO_TOO_LARGE_MESSAGE } from "#app/accounts/avatar.ts";
import { Avatar } from "#app/components/avatar.tsx";
import { NameField } from "#app/components/person-fields.tsx";
import { ProfileSection } from "#app/components/profile/profile-section.tsx";
import { buttonClass, secondaryButtonClass } from "#app/components/ui/text-field.tsx";

/** The learner's photo (upload or remove) and the name shown on their profile and certificates. */
export function NamePhotoSection({
  name,
  image,
  busy,
  photoError,
  nameError,
  nameValue,
}: {
  name: string;
  image: string | null;
  busy: boolean;
  photoError?: string;
  nameError?: string;
  /** What the learner typed, when the name they sent was refused. */
  nameValue?: string;
}) {
  const { t } = useLingui();
  return (
    <ProfileSection id="profile" title={t`Name and photo`}>
      <div className="flex flex-wrap items-start gap-6">
        <Avatar name={name} image={image} size="lg" />
        <div className="min-w-0 flex-1 space-y-4">
          <PhotoForm error={photoError} busy={busy} hasPhoto={image !== null} />
        </div>
      </div>
      <Form method="post" className="mt-6 max-w-md space-y-4" noValidate>
        <input type="hidden" name="intent" value="name" />
        <NameField
          hint={t`Shown on your profile and on the certificates you earn from now on.`}
          defaultValue={nameValue ?? name}
          error={nameError}
        />
        <button type="submit" className={buttonClass} disabled={busy}>
          <Trans>Save name</Trans>
        </button>
      </Form>
    </ProfileSection>
  );
}

const megabytes = AVATAR_MAX_UPLOAD_BYTES / 1024 / 1024;

function PhotoForm({ error, busy, hasPhoto }: { error?: string; busy: boolean; hasPhoto: boolean }) {
  const { i18n } = useLingui();
  // With JavaScript, a file that is too big is caught before it is sent.
  const [clientError, setClientError] = useState<string | null>(null);
  const shown = clientError ?? error;
  return (
    <>
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-3"
        onSubmit={(event) => {
          if (clientError) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="photo" />
        <div>
          <label htmlFor="photo" className="font-medium">
            <Trans>Photo</Trans>
          </label>
          <p id="photo-hint" className="text-muted text-sm">
            <Trans>
              A JPEG, PNG or WebP image up to {megabytes} MB. We crop it to a square and remove its hidden details (such
              as where it was taken).
            </Trans>
          </p>
          <input
            id="photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? "photo-hint photo-error" : "photo-hint"}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setClientError(file && file.size > AVATAR_MAX_UPLOAD_BYTES ? i18n._(PHOTO_TOO_LARGE_MESSAGE) : null);
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:font-medium"
          />
          {shown ? (
            <p id="photo-error" className="mt-1 text-bad text-sm">
              {shown}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonClass} disabled={busy}>
          <Trans>Upload photo</Trans>
        </button>
      </Form>
      {hasPhoto ? (
        <Form method="post">
          <input type="hidden" name="intent" value="remove-photo" />
          <button type="submit" className={secondaryButtonClass} disabled={busy}>
            <Trans>Remove photo</Trans>
          </button>
        </Form>
      ) : null}
    </>
  );
}
