/** The learner's photo, or their initials on a colour picked from their name when there is none. */
export function Avatar({ name, image, size = "sm" }: { name: string; image: string | null; size?: "sm" | "lg" }) {
  const box = size === "lg" ? "size-24 text-3xl" : "size-8 text-xs";
  if (image) {
    return <img src={image} alt="" width={256} height={256} className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 select-none items-center justify-center rounded-full bg-accent-soft font-semibold text-ink`}
    >
      {initialsOf(name)}
    </span>
  );
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return (
    letters
      .map((word) => Array.from(word ?? "")[0] ?? "")
      .join("")
      .toUpperCase() || "?"
  );
}
