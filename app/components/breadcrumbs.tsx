import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";

export function Breadcrumbs({ items }: { items: { to?: string; label: string }[] }) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t({ message: "Breadcrumb", comment: "aria-label of the trail of links to the pages above this one" })}
      className="text-muted text-sm"
    >
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1.5">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {item.to ? (
              <Link to={item.to} prefetch="intent" className="hover:text-ink hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
