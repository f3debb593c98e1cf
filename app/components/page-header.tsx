export function PageHeader({ eyebrow, title, lede }: { eyebrow?: string; title: string; lede?: string }) {
  return (
    <header className="border-line border-b bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? <p className="font-semibold text-accent text-sm tracking-wide uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl font-bold text-3xl tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
        {lede ? <p className="mt-4 max-w-2xl text-lg text-muted">{lede}</p> : null}
      </div>
    </header>
  );
}
