import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { Form, NavLink } from "react-router";
import { SIGNING_OUT_KEY, useViewer, type Viewer } from "#app/accounts/auth-store.ts";
import { outboxWaiting } from "#app/offline/outbox-names.ts";
import { ownerOf } from "#app/offline/saved-course-names.ts";
import { useLanguage } from "#app/site/use-language.ts";
import { Avatar } from "./avatar.tsx";
import { useClosingDisclosure } from "./use-closing-disclosure.ts";

/** A signed-in learner's menu behind their avatar: profile, the admin area for operators, log out. */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDetailsElement>(null);
  useClosingDisclosure(ref);
  const item =
    "block whitespace-nowrap rounded-md px-3 py-2.5 hover:bg-raised aria-[current=page]:font-semibold aria-[current=page]:text-link";
  return (
    <details ref={ref} className="relative">
      <summary
        title={viewer.name}
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-full hover:bg-raised [&::-webkit-details-marker]:hidden"
      >
        <Avatar name={viewer.name} image={viewer.image} />
        <span className="sr-only">
          <Trans>Your account</Trans>
        </span>
      </summary>
      <nav
        aria-label={t`Your account`}
        className="absolute right-0 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface p-2 shadow-lg"
      >
        <p className="truncate border-line border-b px-3 pt-1 pb-2.5 font-semibold" title={viewer.name}>
          {viewer.name}
        </p>
        <ul className="mt-2 flex flex-col">
          <li>
            <NavLink to="/profile" prefetch="intent" className={item}>
              <Trans>Profile</Trans>
            </NavLink>
          </li>
          {viewer.role === "admin" ? (
            <li>
              <NavLink to="/admin" prefetch="intent" className={item}>
                <Trans comment="The site menu's link to the administrators' pages">Admin</Trans>
              </NavLink>
            </li>
          ) : null}
          <li>
            <LogOutButton className="block w-full whitespace-nowrap rounded-md px-3 py-2.5 text-left hover:bg-raised" />
          </li>
        </ul>
      </nav>
    </details>
  );
}

/**
 * Logging out. Answers given offline and still waiting are sent first, while the session they
 * belong to is still there. Without a connection, logging out waits for it: the page says so,
 * and it happens as soon as the connection returns (app/components/answer-sync.tsx).
 */
export function LogOutButton({ className }: { className: string }) {
  const viewer = useViewer();
  const language = useLanguage();
  // What logging out waits for: the connection, or the server to take the answers waiting.
  const [waitingFor, setWaitingFor] = useState<"connection" | "server" | null>(null);
  return (
    <Form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        sessionStorage.setItem(SIGNING_OUT_KEY, "1");
        if (navigator.onLine && !outboxWaiting()) return;
        event.preventDefault();
        const form = event.currentTarget;
        // The queue's code loads only now, with answers waiting or no connection.
        void import("#app/learning/answer-queue.ts").then(async (queue) => {
          const later = (cause: "connection" | "server") => {
            queue.setLogOutPending(true);
            setWaitingFor(cause);
          };
          if (!navigator.onLine || !viewer) return later("connection");
          await queue.syncQueuedAnswers(ownerOf(viewer.id), language).catch(() => null);
          if (!queue.answersWaiting()) form.requestSubmit();
          // Online, and still waiting: the request failed (the server, or a connection that only seems to be there).
          else later(navigator.onLine ? "server" : "connection");
        });
      }}
      className="contents"
    >
      <button type="submit" className={className}>
        <Trans>Log out</Trans>
      </button>
      {waitingFor === "connection" ? (
        <p role="alert" className="px-3 py-2 text-sm">
          <Trans>
            You are offline. Logging out needs a connection: you will be logged out as soon as it returns, after the
            answers you gave offline are sent.
          </Trans>
        </p>
      ) : waitingFor === "server" ? (
        <p role="alert" className="px-3 py-2 text-sm">
          <Trans>
            The answers you gave offline could not be sent yet. Synapse keeps trying, and logs you out as soon as they
            are sent.
          </Trans>
        </p>
      ) : null}
    </Form>
  );
}
