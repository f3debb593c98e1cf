import { useEffect, useRef } from "react";

/** The narrow centred panel the log-in, sign-up and password pages share. */
export function AuthCard({
  title,
  lede,
  children,
}: {
  title: string;
  lede?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      {lede ? <div className="mt-2 text-muted">{lede}</div> : null}
      <div className="mt-8 rounded-xl border border-line bg-surface p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}

/** A message about the whole form (not one field), read out when it appears. */
export function FormAlert({ tone = "bad", children }: { tone?: "bad" | "good"; children: React.ReactNode }) {
  return (
    <div
      role={tone === "bad" ? "alert" : "status"}
      className={`mb-5 rounded-md border px-3 py-2 text-sm ${tone === "bad" ? "border-bad text-ink" : "border-good text-ink"}`}
    >
      {children}
    </div>
  );
}

/**
 * After a submission comes back with errors, moves focus to the first field that needs
 * attention, so keyboard and screen-reader users land where the problem is.
 */
export function useFocusFirstError<T>(result: T) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!result) return;
    // What was typed stays, except passwords: those are never sent back or kept.
    for (const input of form.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? []) {
      input.value = "";
    }
    const target = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (target?.getAttribute("role") === "alert") target.setAttribute("tabindex", "-1");
    target?.focus();
  }, [result]);
  return form;
}
