export const STATUS_LABELS = { new: "New", "in-progress": "In progress", done: "Done" } as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  const tone =
    status === "new"
      ? "border-accent text-accent"
      : status === "done"
        ? "border-line text-muted"
        : "border-ink text-ink";
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 font-semibold text-xs ${tone}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
