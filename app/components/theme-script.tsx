/** Where the learner's theme choice is kept in this browser (theme.tsx). */
export const STORAGE_KEY = "synapse-theme";

// Runs before the page paints so an explicit choice never flashes the other theme.
// Without a stored choice nothing is added and the CSS follows the system setting. It also
// marks the page as one whose scripts run ("js"), so placeholders say "Loading…", not
// "needs JavaScript", while the app loads.
const themeScript = `document.documentElement.classList.add("js");try{var t=localStorage.getItem("${STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.classList.add(t)}catch(e){}`;

export function ThemeScript({ nonce }: { nonce?: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed string of ours, allowed by the CSP nonce.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />
  );
}
