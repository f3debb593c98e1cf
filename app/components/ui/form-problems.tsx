/**
 * The line above a form that was sent back with problems. Not an alert: focus moves to the
 * first field with a problem, which reads its own message, and this line is met first
 * when the page is read from the top (as after a submission without JavaScript).
 */
export function FormProblems({ children }: { children: React.ReactNode }) {
  return <p className="rounded-md border border-bad px-3 py-2 text-sm">{children}</p>;
}
