import { expect, type Page } from "@playwright/test";

/**
 * Waits until the service worker is active and controls the page. A document that loaded while the first
 * worker was still installing can miss its `clients.claim()`; one reload puts it under the worker.
 */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

declare global {
  interface Window {
    __workerLifecycle?: string[];
    /** `performance.now()` at the last `controllerchange`. */
    __controllerChangedAt?: number;
  }
}

/**
 * Records, from the page itself, what the service-worker update journey depends on: each worker's state
 * changes, `SKIP_WAITING` messages the page sends and `controllerchange`, with milliseconds since the
 * document started. Page-side only (no DevTools session of its own: DevTools keeps workers alive).
 */
export async function recordWorkerLifecycle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: string[] = [];
    window.__workerLifecycle = log;
    const note = (entry: string) => log.push(`${Math.round(performance.now())} ms ${entry}`);
    const container = navigator.serviceWorker;
    if (!container) return;
    const send = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: [unknown, unknown?]) {
      note(`postMessage ${JSON.stringify(args[0])} to a worker in state ${this.state}`);
      return (send as (...rest: unknown[]) => void).apply(this, args);
    };
    const watch = (worker: ServiceWorker | null, role: string) => {
      if (!worker) return;
      note(`${role} worker is ${worker.state}`);
      worker.addEventListener("statechange", () => note(`${role} worker became ${worker.state}`));
    };
    container.addEventListener("controllerchange", () => {
      window.__controllerChangedAt = performance.now();
      note("controllerchange");
    });
    void container.ready.then((registration) => {
      watch(registration.active, "active");
      watch(registration.waiting, "waiting");
      registration.addEventListener("updatefound", () => watch(registration.installing, "new"));
    });
  });
}

/** The page's record of `recordWorkerLifecycle`, one line per event. */
export function workerLifecycle(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__workerLifecycle ?? []);
}

/**
 * Records, from the browser's side (the page's CDP session, `ServiceWorker` domain: it observes versions
 * and attaches to no worker), each worker version's state and running status with milliseconds since the
 * call: what a stalled handover needs (an old version that went `stopping` → `starting` again was restarted
 * by a request and forgot it was to stop).
 */
export async function recordWorkerVersions(page: Page): Promise<() => string[]> {
  const started = Date.now();
  const log: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on("ServiceWorker.workerVersionUpdated", (event) => {
    for (const version of event.versions) {
      log.push(
        `${Date.now() - started} ms version ${version.versionId} ${version.status} ${version.runningStatus}`,
      );
    }
  });
  await session.send("ServiceWorker.enable");
  return () => [...log];
}
