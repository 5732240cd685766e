import { describe, expect, it } from "vitest";
import { clearShopperCache, registerServiceWorker } from "./serviceWorker";

function fakeNavigator(initiallyWaiting: boolean) {
  const posted: unknown[] = [];
  const worker = { postMessage: (message: unknown) => posted.push(message) };
  const registration: { waiting: typeof worker | null } = { waiting: initiallyWaiting ? worker : null };
  const registered: { url: string; scope: string | undefined }[] = [];
  const navigator = {
    serviceWorker: {
      register: async (url: string, options?: { scope?: string }) => {
        registered.push({ url, scope: options?.scope });
        return registration;
      },
    },
  } as unknown as Navigator;
  return { navigator, registration, worker, posted, registered };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("registerServiceWorker", () => {
  it("registers nothing outside production builds", () => {
    const fake = fakeNavigator(false);
    expect(registerServiceWorker({ navigator: fake.navigator, production: false })).toBeNull();
    expect(fake.registered).toEqual([]);
  });

  it("lets a version that was already waiting when the page loaded take over at once", async () => {
    const fake = fakeNavigator(true);
    registerServiceWorker({ navigator: fake.navigator, production: true });
    await settle();
    expect(fake.registered).toEqual([{ url: "/sw.js", scope: "/" }]);
    expect(fake.posted).toEqual([{ type: "SKIP_WAITING" }]);
  });

  it("keeps an update found while the tab is open waiting until the next navigation", async () => {
    const fake = fakeNavigator(false);
    const updater = registerServiceWorker({ navigator: fake.navigator, production: true });
    await settle();
    updater?.onNavigation(); // nothing waits yet
    expect(fake.posted).toEqual([]);
    fake.registration.waiting = fake.worker; // the browser's update check installed a new version
    expect(fake.posted).toEqual([]);
    updater?.onNavigation();
    expect(fake.posted).toEqual([{ type: "SKIP_WAITING" }]);
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
