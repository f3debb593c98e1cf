/** The Synapse mark: two nodes joined across a gap, as in a synapse. Decorative. */
export function Logo({ className = "size-8" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" className="fill-accent" />
      <circle cx="10" cy="16" r="4" className="fill-on-accent" />
      <circle cx="22" cy="16" r="4" className="fill-on-accent" />
      <path d="M14 16h1.5M16.5 16H18" className="stroke-on-accent" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
