import { createContext } from "react-router";
import type { Language } from "#app/site/locale.ts";
import type { DocumentOnlyValues } from "./document-only.ts";

/** What the HTTP shell hands every loader, action and the document renderer. */
export type RequestInfo = {
  /** Also sent as the X-Request-Id header and written on every log line. */
  requestId: string;
  /**
   * The CSP nonce for this response's inline scripts. On a page rendered to be cached it only
   * marks the app's own scripts, which are then allowed by their hashes and the mark removed
   * (server/page-cache.ts). The document renderer hands it to the page (document-only.ts).
   */
  nonce: string | undefined;
  /** The page's language, from its address: "/es/…" is Spanish, an unprefixed one English. */
  language: Language;
  /**
   * True when the page is rendered once for every visitor without a session (the page cache):
   * nothing that belongs to this one request may appear in it.
   */
  shared: boolean;
  /**
   * The visitor's IP address, for rate limits only (never logged or stored raw): the socket's
   * address, or the address our trusted proxy reported when TRUST_PROXY is set.
   */
  clientIp: string;
  /**
   * On a document request, values for the server's render that the hydration data leaves out
   * (see document-only.ts); undefined on a data request, whose answer must carry everything.
   */
  documentOnly: DocumentOnlyValues | undefined;
};

export const requestContext = createContext<RequestInfo>();
