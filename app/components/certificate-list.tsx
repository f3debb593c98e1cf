import { Trans } from "@lingui/react/macro";
import { href, Link } from "react-router";
import { formatDate } from "#app/site/dates.ts";
import { useLanguage } from "#app/site/use-language.ts";

/** A learner's certificates, each linking to its public page. */
export function CertificateList({
  certificates,
  className = "space-y-2",
}: {
  certificates: { id: string; courseTitle: string; issuedAt: string }[];
  className?: string;
}) {
  const language = useLanguage();
  return (
    <ul className={className}>
      {certificates.map((c) => {
        const date = formatDate(c.issuedAt, language);
        return (
          <li key={c.id}>
            <Link
              to={href("/certificates/:id", { id: c.id })}
              className="font-semibold text-link underline underline-offset-2"
            >
              {c.courseTitle}
            </Link>{" "}
            <span className="text-muted">
              <Trans>· issued {date}</Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
