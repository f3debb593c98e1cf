import { createContext } from "react-router";

/** What the HTTP shell hands every loader, action and the document renderer. */
export type RequestInfo = {
  /** Also sent as the X-Request-Id header and written on every log line. */
  requestId: string;
  /** The CSP nonce for this response's inline scripts. */
  nonce: string;
};

export const requestContext = createContext<RequestInfo>();
