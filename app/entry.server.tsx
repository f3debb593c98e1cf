import { I18nProvider } from "@lingui/react";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { DocumentOnly } from "#app/http/document-only.ts";
import { requestContext } from "#app/http/request-context.ts";
import { joinedParts, paintFirst, wholePage } from "#app/http/whole-page.ts";
import { logger } from "#app/platform/logger.server.ts";
import { catalogOf } from "#app/site/catalogs.server.ts";
import { i18nFor } from "#app/site/i18n.ts";

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
  const { nonce, requestId, shared, documentOnly, language } = loadContext.get(requestContext);
  // This page's own instance, in its language.
  const i18n = i18nFor(language, catalogOf(language));
  // The whole document is rendered before any of it is sent. No page streams deferred data, so
  // the shell and the whole page are ready at nearly the same moment; rendered whole, the page
  // is compressed in one pass instead of chunk by chunk (a third of a signed-in page's cost
  // when it streamed), it can be cached and hashed, and an error anywhere sets its status.
  return new Promise<Response>((resolve, reject) => {
    let shellReady = false;
    // React writes the page in 4 KB views and long strings (a lesson's HTML). A Node Writable
    // would push each through stream bookkeeping; this sink only keeps them, then joins them
    // once (React never reuses a view it has written).
    const parts: (Uint8Array | string)[] = [];
    const sink = {
      write(chunk: Uint8Array | string) {
        parts.push(chunk);
        return true;
      },
      end() {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const page = paintFirst(joinedParts(parts));
        resolve(wholePage(page, responseStatusCode, responseHeaders));
      },
      destroy(error?: unknown) {
        reject(error ?? new Error("the page render was cancelled"));
      },
      on() {
        return sink;
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <DocumentOnly value={{ ...documentOnly, nonce }}>
        <I18nProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </DocumentOnly>,
      {
        nonce,
        // Never send a finished part of the page apart from its place, to be moved in by a
        // script (React does so for parts past the first 12.8 KB, to paint sooner while
        // streaming): the page is sent whole, and must read the same without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellReady = true;
        },
        onAllReady() {
          pipe(sink as unknown as NodeJS.WritableStream);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reach handleError. A later one (inside a Suspense boundary)
          // is logged here, unless the render was shared: that is rendered again, and logged, for
          // its request alone.
          if (shellReady && !shared) logger.error({ err: error, reqId: requestId }, "error while rendering a page");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests (the visitor navigated away) are not errors worth logging, nor is React
  // Router's refusal of a request (a 405 for a POST to a page without a form): the access log
  // records those as the client's mistakes.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const { requestId, shared } = context.get(requestContext);
  // A failed shared render is rendered again for its request alone (server/app.ts), which logs it.
  if (shared) return;
  logger.error({ err: error, reqId: requestId, url: new URL(request.url).pathname }, "unhandled error in a route");
};
