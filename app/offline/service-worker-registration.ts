// The page's side of the service worker (app/offline/service-worker.ts): registered once the
// page has loaded and the browser is idle, so it never competes with what the learner came
// for; and the step that hands the page over to a new build's worker.
import { SERVICE_WORKER_URL } from "./addresses.ts";

/** Registers the worker after the page's `load` and an idle moment (browsers without workers skip it). */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => {
      // Private windows and some browsers refuse workers: the site works as before without one.
    });
  };
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register) : setTimeout(register, 1));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/**
 * Takes the new build: a new worker waits (it never takes over an open page by itself), so it
 * is told to take over, and the page reloads once it has; without one, the page just reloads.
 */
export async function takeNewVersion(): Promise<void> {
  await takeWaitingWorker();
  window.location.reload();
}

/**
 * Puts the newest worker in charge of the page: it checks for one (the page may be of a build
 * newer than the worker in charge, which has not looked yet), lets it install, and tells it to
 * take over. Resolves once it has, or after 5 s should it never take over (a browser quirk);
 * at once when there is none, or no connection; without it if it has not installed in 30 s.
 */
export async function takeWaitingWorker(): Promise<void> {
  const registration = "serviceWorker" in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  if (!registration?.active) return;
  await registration.update().catch(() => undefined);
  // A worker still installing has the build's files to download: on a slow connection, the
  // page goes on without it after 30 s.
  const tooSlow = new Promise<null>((resolve) => setTimeout(resolve, 30_000, null));
  const waiting = registration.waiting ?? (await Promise.race([installedWorker(registration.installing), tooSlow]));
  if (!waiting) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true });
    setTimeout(resolve, 5_000);
    waiting.postMessage({ type: "SKIP_WAITING" });
  });
}

/** The worker once installed (waiting to take over), or null if it fails or there is none. */
function installedWorker(worker: ServiceWorker | null): Promise<ServiceWorker | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === "installed") resolve(worker);
      else if (worker.state === "redundant" || worker.state === "activated") resolve(null);
    };
    worker.addEventListener("statechange", settle);
    settle();
  });
}
