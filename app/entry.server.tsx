import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestContext } from "#app/http/request-context.ts";
import { logger } from "#app/platform/logger.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId, shared } = loadContext.get(requestContext);
  // Crawlers get the whole page at once; browsers get the shell as soon as it is ready. A page
  // rendered to be cached is also rendered whole, so that any error reaches its status code
  // before it is sent (and it is never kept).
  const userAgent = request.headers.get("user-agent");
  const waitForAll = shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell is ready reach handleError; log the later ones here.
          if (shellRendered) logger.error({ err: error, reqId: requestId }, "error while streaming a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (the visitor navigated away) are not errors worth logging.
  if (request.signal.aborted) return;
  const { requestId, shared } = context.get(requestContext);
  // A failed shared render is rendered again for its request alone (server/app.ts), which logs it.
  if (shared) return;
  logger.error({ err: error, reqId: requestId, url: new URL(request.url).pathname }, "unhandled error in a route");
};
