// Site-wide names and the map of public pages used by the header, footer and sitemap. Labels
// are message descriptors, translated where they are shown (`i18n._(label)`).

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const SITE_NAME = "Synapse";
export const SITE_TAGLINE = msg`Learn what AI really is: free courses for curious adults.`;

/** `for` limits a link to visitors (signed out) or learners (signed in); without it, everyone sees it. */
export type NavLinkItem = { to: string; label: MessageDescriptor; for?: "visitors" | "learners" };

export const primaryNav: NavLinkItem[] = [
  { to: "/courses", label: msg`Courses` },
  { to: "/learn", label: msg`Learn` },
  { to: "/quick-quiz", label: msg`Quick quiz` },
  { to: "/experts", label: msg`Experts` },
  { to: "/partnerships", label: msg`Partnerships` },
  { to: "/about", label: msg`About` },
];

export const footerNav: { heading: MessageDescriptor; links: NavLinkItem[] }[] = [
  {
    heading: msg`Learn`,
    links: [
      { to: "/courses", label: msg`All courses` },
      { to: "/learn", label: msg`Learning path` },
      { to: "/test", label: msg`Placement test` },
      { to: "/quick-quiz", label: msg`Quick quiz` },
      { to: "/glossary", label: msg`Glossary` },
      { to: "/search", label: msg`Search` },
    ],
  },
  {
    heading: msg`Synapse`,
    links: [
      { to: "/", label: msg`Home` },
      { to: "/about", label: msg`About` },
      { to: "/experts", label: msg`Experts` },
      { to: "/partnerships", label: msg`Partnerships` },
      { to: "/share", label: msg`Share` },
    ],
  },
  {
    heading: msg`Help`,
    links: [
      { to: "/contact", label: msg`Contact` },
      { to: "/survey", label: msg`Survey` },
      { to: "/tos", label: msg`Terms and privacy` },
    ],
  },
  {
    heading: msg`Account`,
    links: [
      { to: "/login", label: msg`Log in`, for: "visitors" },
      { to: "/sign-up", label: msg`Sign up`, for: "visitors" },
      { to: "/profile", label: msg`Profile`, for: "learners" },
      { to: "/groups", label: msg`Groups` },
    ],
  },
];

/** The public top-level pages, for /sitemap.xml and /robots.txt (courses add their own pages). */
export const sitemapPaths = [
  "/",
  "/courses",
  "/learn",
  "/quick-quiz",
  "/test",
  "/glossary",
  "/experts",
  "/partnerships",
  "/contact",
  "/survey",
  "/about",
  "/share",
  "/tos",
] as const;
