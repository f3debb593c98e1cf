// Site-wide names and the map of public pages used by the header, footer and sitemap.
export const SITE_NAME = "Synapse";
export const SITE_TAGLINE = "Learn what AI really is: free courses for curious adults.";

/** `for` limits a link to visitors (signed out) or learners (signed in); without it, everyone sees it. */
export type NavLinkItem = { to: string; label: string; for?: "visitors" | "learners" };

export const primaryNav: NavLinkItem[] = [
  { to: "/courses", label: "Courses" },
  { to: "/learn", label: "Learn" },
  { to: "/quick-quiz", label: "Quick quiz" },
  { to: "/experts", label: "Experts" },
  { to: "/partnerships", label: "Partnerships" },
  { to: "/about", label: "About" },
];

export const footerNav: { heading: string; links: NavLinkItem[] }[] = [
  {
    heading: "Learn",
    links: [
      { to: "/courses", label: "All courses" },
      { to: "/learn", label: "Learning path" },
      { to: "/test", label: "Placement test" },
      { to: "/quick-quiz", label: "Quick quiz" },
      { to: "/glossary", label: "Glossary" },
      { to: "/search", label: "Search" },
    ],
  },
  {
    heading: "Synapse",
    links: [
      { to: "/", label: "Home" },
      { to: "/about", label: "About" },
      { to: "/experts", label: "Experts" },
      { to: "/partnerships", label: "Partnerships" },
      { to: "/share", label: "Share" },
    ],
  },
  {
    heading: "Help",
    links: [
      { to: "/contact", label: "Contact" },
      { to: "/survey", label: "Survey" },
      { to: "/tos", label: "Terms and privacy" },
    ],
  },
  {
    heading: "Account",
    links: [
      { to: "/login", label: "Log in", for: "visitors" },
      { to: "/sign-up", label: "Sign up", for: "visitors" },
      { to: "/profile", label: "Profile", for: "learners" },
      { to: "/groups", label: "Groups" },
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
