import { createContext } from "react-router";

/** What the HTTP shell hands every loader, action and the document renderer. */
export type RequestInfo = {
  /** Also sent as the X-Request-Id header and written on every log line. */
  requestId: string;
  /** The CSP nonce for this response's inline scripts. */
  nonce: string;
  /**
   * The visitor's IP address, for rate limits only (never logged or stored raw): the socket's
   * address, or the address our trusted proxy reported when TRUST_PROXY is set.
   */
  clientIp: string;
};

export const requestContext = createContext<RequestInfo>();
