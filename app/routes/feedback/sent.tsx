import { msg } from "@lingui/core/macro";
import { Link } from "react-router";
import { publicPage } from "#app/http/caching.ts";
import { i18nOf } from "#app/http/i18n.server.ts";
import { languageOfPath } from "#app/site/locale.ts";
import { pageMeta } from "#app/site/meta.ts";
import type { Route } from "./+types/sent.ts";

// The page each form redirects to once it has saved what was sent (so a reload does not send
// it twice). One module serves /contact/sent, /partnerships/sent and /survey/sent.
const PAGES = {
  "/contact/sent": {
    title: msg`Thank you: your message is on its way`,
    body: [
      msg`We have saved your message, and a short confirmation is on its way to your email address. A person on the team will answer; we aim to reply within three working days.`,
      msg`Didn't get the confirmation? Check your spam folder; it comes from our no-reply address.`,
    ],
    next: { href: "/courses", label: msg`Back to the courses` },
  },
  "/partnerships/sent": {
    title: msg`Thank you: we have your inquiry`,
    body: [
      msg`We have saved your inquiry, and a short confirmation is on its way to your email address. Someone who looks after partnerships will reply; we aim to do so within five working days.`,
      msg`In the meantime, every course is free and open: your learners can start today, with or without an account.`,
    ],
    next: { href: "/partnerships", label: msg`Back to partnerships` },
  },
  "/survey/sent": {
    title: msg`Thank you for your answers`,
    body: [
      msg`We read the responses together and use them to decide which lessons to rewrite, which demos to improve and which topics to add next.`,
      msg`If you have an account, you can change your answers at any time by opening the survey again.`,
    ],
    next: { href: "/learn", label: msg`Continue learning` },
  },
} as const;

// The same for every visitor who is not signed in: rendered once per build and cached.
export const headers = publicPage;

export function loader({ request, context }: Route.LoaderArgs) {
  const path = languageOfPath(new URL(request.url).pathname.replace(/\.data$/, "")).path as keyof typeof PAGES;
  const page = PAGES[path];
  if (!page) throw new Response("Not Found", { status: 404 });
  const i18n = i18nOf({ context });
  return {
    path,
    title: i18n._(page.title),
    body: page.body.map((p) => i18n._(p)),
    next: { href: page.next.href, label: i18n._(page.next.label) },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? [
        ...pageMeta(matches, { title: loaderData.title, description: loaderData.body[0] ?? "", path: loaderData.path }),
        { name: "robots", content: "noindex" },
      ]
    : [];

export default function FormSent({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <div role="status">
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{loaderData.title}</h1>
        {loaderData.body.map((p) => (
          <p key={p} className="mt-4 text-lg text-muted">
            {p}
          </p>
        ))}
      </div>
      <p className="mt-8">
        <Link to={loaderData.next.href} prefetch="intent" className="font-semibold text-link underline">
          {loaderData.next.label}
        </Link>
      </p>
    </div>
  );
}
