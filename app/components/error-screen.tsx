import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";

export type ErrorScreenProps =
  | { kind: "not-found"; path: string }
  /** `retryAfterSeconds`: how long to wait, when the server said. */
  | { kind: "too-many-requests"; retryAfterSeconds?: number }
  /** `message`: what was wrong; a 405 and a 415 have their own. */
  | { kind: "bad-request"; status: number; message?: string }
  | { kind: "unavailable" }
  | { kind: "server-error"; requestId?: string };

const titles = {
  "not-found": msg`Page Not Found`,
  "too-many-requests": msg`Too Many Attempts`,
  "bad-request": msg`Bad Request`,
  unavailable: msg`Briefly Unavailable`,
  "server-error": msg`Internal Server Error`,
};
const codes = { "not-found": 404, "too-many-requests": 429, "bad-request": 400, unavailable: 503, "server-error": 500 };

const helpfulLinks = [
  { to: "/", label: msg`Home` },
  { to: "/courses", label: msg`All courses` },
  { to: "/quick-quiz", label: msg`Quick quiz` },
  { to: "/about", label: msg`About Synapse` },
];

/**
 * The 404, 429, 400 (and 405, 415), 503 and 500 screens. Rendered inside the site layout by the
 * root error boundary, which loads this module only when it needs it (app/root.tsx).
 */
export default function ErrorScreen(props: ErrorScreenProps) {
  const { i18n } = useLingui();
  const title = i18n._(titles[props.kind]);
  const code = props.kind === "bad-request" ? props.status : codes[props.kind];
  const path = props.kind === "not-found" ? props.path : "";
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{title}</title>
      <p className="font-semibold text-accent text-sm tracking-wide uppercase">
        <Trans>Error {code}</Trans>
      </p>
      <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      {props.kind === "not-found" ? (
        <>
          {/* One text node, so the plain HTML (curl, screen readers) reads "Page not found: /the/path". */}
          <p className="mt-4 break-all font-mono text-ink text-lg">{i18n._(msg`Page not found: ${path}`)}</p>
          <p className="mt-2 text-muted">
            <Trans>The address may be mistyped, or the page may have moved. These are good places to go next:</Trans>
          </p>
        </>
      ) : props.kind === "unavailable" ? (
        <>
          <p className="mt-4 text-ink text-lg">
            <Trans>Synapse is briefly unavailable: we cannot reach our database right now. Nothing was saved.</Trans>
          </p>
          <p className="mt-2 text-muted">
            <Trans>
              Please try again in a minute. If you were sending a form, go back and send it again then. Lessons you have
              open keep working.
            </Trans>
          </p>
        </>
      ) : props.kind === "bad-request" ? (
        <p className="mt-4 text-ink text-lg">
          {props.message ??
            (props.status === 405 ? (
              <Trans>
                This page takes no form, so nothing was sent. Open the page and use its own links and forms.
              </Trans>
            ) : props.status === 415 ? (
              <Trans>
                This address takes a form sent from its page, and this request sent something else. Nothing was saved.
              </Trans>
            ) : null)}
        </p>
      ) : props.kind === "too-many-requests" ? (
        <>
          <p className="mt-4 text-ink text-lg">
            <TooManyTimes retryAfterSeconds={props.retryAfterSeconds} />
          </p>
          <p className="mt-2 text-muted">
            <Trans>
              We limit how often anyone can log in, sign up, reset a password or send us a form, to keep accounts safe
              from people guessing passwords and to stop spam. Nothing was saved or changed.
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg text-muted">
            <Trans>Something went wrong on our side, not yours. Please try again in a moment.</Trans>
          </p>
          {props.requestId ? <RequestId id={props.requestId} /> : null}
        </>
      )}
      <ul className="mt-8 flex flex-wrap gap-3">
        {helpfulLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              prefetch="intent"
              className="inline-block rounded-md border border-line bg-surface px-4 py-2 font-medium hover:bg-raised"
            >
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Please wait 14 minutes and try again": in seconds under a minute, else in whole minutes rounded up. */
function TooManyTimes({ retryAfterSeconds }: { retryAfterSeconds: number | undefined }) {
  if (retryAfterSeconds === undefined || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) {
    return <Trans>That was tried too many times. Please wait a few minutes and try again.</Trans>;
  }
  if (retryAfterSeconds < 60) {
    const seconds = Math.ceil(retryAfterSeconds);
    return (
      <Plural
        value={seconds}
        one="That was tried too many times. Please wait # second and try again."
        other="That was tried too many times. Please wait # seconds and try again."
      />
    );
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return (
    <Plural
      value={minutes}
      one="That was tried too many times. Please wait # minute and try again."
      other="That was tried too many times. Please wait # minutes and try again."
    />
  );
}

function RequestId({ id }: { id: string }) {
  return (
    <p className="mt-2 text-muted">
      <Trans>
        If it keeps happening,{" "}
        <Link to="/contact" className="text-link underline">
          tell us
        </Link>{" "}
        and include this request id:{" "}
        <code className="break-all rounded bg-raised px-1.5 py-0.5 font-mono text-ink">{id}</code>
      </Trans>
    </p>
  );
}
