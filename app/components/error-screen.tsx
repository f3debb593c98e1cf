import { Link } from "react-router";

export type ErrorScreenProps =
  | { kind: "not-found"; path: string }
  | { kind: "too-many-requests"; wait: string }
  | { kind: "bad-request"; status: number; message: string }
  | { kind: "unavailable" }
  | { kind: "server-error"; requestId?: string };

const titles = {
  "not-found": "Page Not Found",
  "too-many-requests": "Too Many Attempts",
  "bad-request": "Bad Request",
  unavailable: "Briefly Unavailable",
  "server-error": "Internal Server Error",
};
const codes = { "not-found": 404, "too-many-requests": 429, "bad-request": 400, unavailable: 503, "server-error": 500 };

const helpfulLinks = [
  { to: "/", label: "Home" },
  { to: "/courses", label: "All courses" },
  { to: "/quick-quiz", label: "Quick quiz" },
  { to: "/about", label: "About Synapse" },
];

/**
 * The 404, 429, 400 (and 405, 415), 503 and 500 screens. Rendered inside the site layout by the
 * root error boundary, which loads this module only when it needs it (app/root.tsx).
 */
export default function ErrorScreen(props: ErrorScreenProps) {
  const title = titles[props.kind];
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{title}</title>
      <p className="font-semibold text-accent text-sm tracking-wide uppercase">
        Error {props.kind === "bad-request" ? props.status : codes[props.kind]}
      </p>
      <h1 className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">{title}</h1>
      {props.kind === "not-found" ? (
        <>
          {/* One text node, so the plain HTML (curl, screen readers) reads "Page not found: /the/path". */}
          <p className="mt-4 break-all font-mono text-ink text-lg">{`Page not found: ${props.path}`}</p>
          <p className="mt-2 text-muted">
            The address may be mistyped, or the page may have moved. These are good places to go next:
          </p>
        </>
      ) : props.kind === "unavailable" ? (
        <>
          <p className="mt-4 text-ink text-lg">
            Synapse is briefly unavailable: we cannot reach our database right now. Nothing was saved.
          </p>
          <p className="mt-2 text-muted">
            Please try again in a minute. If you were sending a form, go back and send it again then. Lessons you have
            open keep working.
          </p>
        </>
      ) : props.kind === "bad-request" ? (
        <p className="mt-4 text-ink text-lg">{props.message}</p>
      ) : props.kind === "too-many-requests" ? (
        <>
          <p className="mt-4 text-ink text-lg">{`That was tried too many times. Please wait ${props.wait} and try again.`}</p>
          <p className="mt-2 text-muted">
            We limit how often anyone can log in, sign up, reset a password or send us a form, to keep accounts safe
            from people guessing passwords and to stop spam. Nothing was saved or changed.
          </p>
        </>
      ) : (
        <>
          <p className="mt-4 text-lg text-muted">
            Something went wrong on our side, not yours. Please try again in a moment.
          </p>
          {props.requestId ? (
            <p className="mt-2 text-muted">
              If it keeps happening,{" "}
              <Link to="/contact" className="text-link underline">
                tell us
              </Link>{" "}
              and include this request id:{" "}
              <code className="break-all rounded bg-raised px-1.5 py-0.5 font-mono text-ink">{props.requestId}</code>
            </p>
          ) : null}
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
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
