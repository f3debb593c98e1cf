/** One titled section of the profile page; its id is the anchor the page's redirects return to. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-24 border-line border-t py-8">
      <h2 id={`${id}-title`} className="font-semibold text-xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
