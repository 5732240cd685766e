import { describe, expect, it } from "vitest";
import { clearShopperCache, HANDOVER_LIMIT_MS, registerServiceWorker } from "./serviceWorker";

function fakeNavigator(initiallyWaiting: boolean, controlled = true) {
  const posted: unknown[] = [];
  const listeners = new Set<() => void>();
  const worker = { postMessage: (message: unknown) => posted.push(message) };
  const registration: { waiting: typeof worker | null } = { waiting: initiallyWaiting ? worker : null };
  const registered: { url: string; scope: string | undefined }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const serviceWorker = {
    controller: controlled ? {} : null,
    register: async (url: string, options?: { scope?: string }) => {
      registered.push({ url, scope: options?.scope });
      return registration;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "controllerchange") listeners.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => {
      if (type === "controllerchange") listeners.delete(listener);
    },
  };
  const navigator = { serviceWorker } as unknown as Navigator;
  const setTimeout = (run: () => void, ms: number) => timers.push({ run, ms });
  /** The browser activates the waiting version: the page sees `controllerchange`. */
  const takeOver = () => {
    registration.waiting = null;
    for (const listener of [...listeners]) listener();
  };
  return { navigator, setTimeout, registration, worker, posted, registered, timers, listeners, takeOver };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registerServiceWorker", () => {
  it("registers nothing outside production builds", () => {
    const fake = fakeNavigator(false);
    expect(
      registerServiceWorker({ navigator: fake.navigator, production: false, setTimeout: fake.setTimeout }),
    ).toBeNull();
    expect(fake.registered).toEqual([]);
  });

  it("lets a version that was already waiting when the page loaded take over at once", async () => {
    const fake = fakeNavigator(true);
    registerServiceWorker({ navigator: fake.navigator, production: true, setTimeout: fake.setTimeout });
    await settle();
    expect(fake.registered).toEqual([{ url: "/sw.js", scope: "/" }]);
    expect(fake.posted).toEqual([{ type: "SKIP_WAITING" }]);
  });

  it("keeps an update found while the tab is open waiting until a navigation hands over", async () => {
    const fake = fakeNavigator(false);
    const updater = registerServiceWorker({
      navigator: fake.navigator,
      production: true,
      setTimeout: fake.setTimeout,
    });
    await settle();
    expect(updater?.updateWaiting()).toBe(false); // nothing waits: navigations are not held
    await updater?.handOver();
    expect(fake.posted).toEqual([]);
    fake.registration.waiting = fake.worker; // the browser's update check installed a new version
    expect(updater?.updateWaiting()).toBe(true);
    expect(fake.posted).toEqual([]);
    let handedOver = false;
    void updater?.handOver().then(() => {
      handedOver = true;
    });
    expect(fake.posted).toEqual([{ type: "SKIP_WAITING" }]);
    await settle();
    expect(handedOver).toBe(false); // the navigation waits for the new version to control the tab
    fake.takeOver();
    await settle();
    expect(handedOver).toBe(true);
    expect(fake.listeners.size).toBe(0);
    expect(updater?.updateWaiting()).toBe(false);
  });

  it("posts one SKIP_WAITING for two navigations during the same handover", async () => {
    const fake = fakeNavigator(false);
    const updater = registerServiceWorker({
      navigator: fake.navigator,
      production: true,
      setTimeout: fake.setTimeout,
    });
    await settle();
    fake.registration.waiting = fake.worker;
    const first = updater?.handOver();
    const second = updater?.handOver();
    expect(second).toBe(first);
    expect(fake.posted).toEqual([{ type: "SKIP_WAITING" }]);
    fake.takeOver();
    await first;
  });

  it("lets the navigation go on after HANDOVER_LIMIT_MS when the new version does not take over", async () => {
    const fake = fakeNavigator(false);
    const updater = registerServiceWorker({
      navigator: fake.navigator,
      production: true,
      setTimeout: fake.setTimeout,
    });
    await settle();
    fake.registration.waiting = fake.worker;
    let handedOver = false;
    void updater?.handOver().then(() => {
      handedOver = true;
    });
    expect(fake.timers.map((timer) => timer.ms)).toEqual([HANDOVER_LIMIT_MS]);
    expect(HANDOVER_LIMIT_MS).toBe(3_000);
    fake.timers[0]?.run();
    await settle();
    expect(handedOver).toBe(true);
    expect(fake.listeners.size).toBe(0);
  });

  it("does not hold navigations of a tab no worker controls yet", async () => {
    const fake = fakeNavigator(false, false);
    const updater = registerServiceWorker({
      navigator: fake.navigator,
      production: true,
      setTimeout: fake.setTimeout,
    });
    await settle();
    fake.registration.waiting = fake.worker;
    expect(updater?.updateWaiting()).toBe(false);
  });
});

describe("clearShopperCache", () => {
  it("deletes only the cache of personal (cart, user, order) responses", async () => {
    const deleted: string[] = [];
    const caches = { delete: async (name: string) => deleted.push(name) > 0 } as unknown as CacheStorage;
    expect(await clearShopperCache(caches)).toBe(true);
    expect(deleted).toEqual(["outlet-shopper"]);
  });
});
