import { Trans } from "@lingui/react/macro";
import { type ComponentType, Fragment, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

// Every demo is its own chunk, and so is the map of how to load them (app/demos/loaders.ts).
const lazyDemos = new Map<string, ComponentType>();
function demoComponent(name: string): ComponentType {
  let component = lazyDemos.get(name);
  if (!component) {
    component = lazy(async () => {
      const { demoLoader } = await import("#app/demos/loaders.ts");
      return (await demoLoader(name)?.()) ?? { default: DemoUnavailable };
    });
    lazyDemos.set(name, component);
  }
  return component;
}

function DemoUnavailable() {
  return (
    <p className="text-muted">
      <Trans>This demo is not available.</Trans>
    </p>
  );
}

const BODY_ID = "lesson-body";
const partId = (index: number) => `${BODY_ID}-${index}`;

/**
 * Lesson HTML rendered on the server, with each `data-demo` slot turned into its React demo
 * once the learner scrolls near it (so a lesson's first load carries no demo code), and
 * `between[i]` (a graded check, or the "Predict first" form or its echo) rendered after `parts[i]`. Without JavaScript a demo slot
 * keeps its fallback sentence. `parts` is null while hydrating the page it came in: a
 * lesson's first load sends its HTML once, in the page, not again in the page's data.
 */
export function LessonBody({ parts: given, between }: { parts: string[] | null; between: ReactNode[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // Null while hydrating a page whose data left the HTML out (it is in the page): take it from
  // the page. Kept for the component's life, so a revalidation never re-sets it under the demos.
  const [parts] = useState(
    () =>
      given ??
      Array.from({ length: between.length + 1 }, (_, i) =>
        typeof document === "undefined" ? "" : (document.getElementById(partId(i))?.innerHTML ?? ""),
      ),
  );
  const [slots, setSlots] = useState<{ element: HTMLElement; name: string }[]>([]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const pending = [...root.querySelectorAll<HTMLElement>("[data-demo]")];
    const mount = (element: HTMLElement) => {
      const name = element.dataset.demo ?? "";
      setSlots((current) => (current.some((s) => s.element === element) ? current : [...current, { element, name }]));
    };
    if (!("IntersectionObserver" in window)) {
      pending.forEach(mount);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          mount(entry.target as HTMLElement);
        }
      },
      { rootMargin: "400px 0px" },
    );
    for (const element of pending) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div
        id={BODY_ID}
        ref={ref}
        className="prose prose-synapse max-w-none prose-headings:scroll-mt-24 prose-a:underline-offset-2 prose-figcaption:text-muted"
      >
        {parts.map((html, i) => (
          // The parts are fixed for the lesson (the component is keyed by it): their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Fragment key={i}>
            <div
              id={partId(i)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: our own lesson Markdown, rendered and checked at build time.
              dangerouslySetInnerHTML={{ __html: html }}
            />
            {between[i] ?? null}
          </Fragment>
        ))}
      </div>
      {slots.map(({ element, name }) => (
        <DemoPortal key={name} element={element} name={name} />
      ))}
    </>
  );
}

function DemoPortal({ element, name }: { element: HTMLElement; name: string }) {
  const Demo = demoComponent(name);
  // The server-rendered fallback sentence gives way to the live demo.
  useEffect(() => {
    for (const child of [...element.children]) if (child.classList.contains("demo-fallback")) child.remove();
  }, [element]);
  return createPortal(
    <Suspense
      fallback={
        <p className="my-8 rounded-xl border border-line p-6 text-muted text-sm">
          <Trans>Loading the demo…</Trans>
        </p>
      }
    >
      <Demo />
    </Suspense>,
    element,
  );
}
