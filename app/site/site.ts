// Site-wide names and the map of public pages used by the header, footer and sitemap.
export const SITE_NAME = "Synapse";
export const SITE_TAGLINE = "Learn what AI really is: free courses for curious adults.";

export type NavLinkItem = { to: string; label: string };

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
      { to: "/login", label: "Log in" },
      { to: "/sign-up", label: "Sign up" },
      { to: "/profile", label: "Profile" },
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
