/// <reference lib="webworker" />
/**
 * The storefront's service worker (issue 9), built with Workbox by `scripts/build-sw.mjs` into
 * `build/client/sw.js`:
 * - the app shell (every built script and style, the icons, the manifest and the Polish offline page) is
 *   precached; the home page and its route data are stored when the worker installs;
 * - catalogue reads are served stale-while-revalidate, cart, user and order calls network-first, pages
 *   network-first with the cached page or the offline page as fallback (`app/lib/offlineCachePolicy.ts`);
 * - an update never takes over an open tab by itself: the new worker waits until the page asks it to
 *   (`{ type: "SKIP_WAITING" }`, sent by `app/lib/serviceWorker.ts` on the next navigation).
 */
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate, type Strategy } from "workbox-strategies";
import {
  CACHE_NAMES,
  CATALOGUE_MAX_AGE_SECONDS,
  type CacheName,
  cachePolicy,
  OFFLINE_PAGE,
  WARM_URLS,
} from "../app/lib/offlineCachePolicy";

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once (nothing to replace); later versions wait (see below).
clientsClaim();

const expiry = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: CATALOGUE_MAX_AGE_SECONDS, purgeOnQuotaError: true });
const matchOptions = { ignoreVary: true };

const strategies: Record<CacheName, Strategy> = {
  [CACHE_NAMES.pages]: new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: 5,
    matchOptions,
    plugins: [expiry(60)],
  }),
  [CACHE_NAMES.catalogue]: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.catalogue,
    matchOptions,
    plugins: [expiry(300)],
  }),
  [CACHE_NAMES.images]: new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    matchOptions,
    plugins: [expiry(400)],
  }),
  [CACHE_NAMES.shopper]: new NetworkFirst({
    cacheName: CACHE_NAMES.shopper,
    networkTimeoutSeconds: 10,
    matchOptions,
    plugins: [expiry(50)],
  }),
};

registerRoute(
  ({ request }) => cachePolicy(request, self.location.origin) !== null,
  (options) => {
    const policy = cachePolicy(options.request, self.location.origin);
    const strategy = policy ? strategies[policy.cache] : null;
    return strategy ? strategy.handle(options) : fetch(options.request);
  },
);

// A navigation that neither the network nor the cache answers gets the Polish offline page; everything
// else fails as a network error (the page decides what to show: app/lib/serviceWorker.ts).
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.allSettled([
      caches.open(CACHE_NAMES.pages).then((cache) => cache.addAll([...WARM_URLS.pages])),
      caches.open(CACHE_NAMES.catalogue).then((cache) => cache.addAll([...WARM_URLS.catalogue])),
    ]),
  );
});

self.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (data && typeof data === "object" && (data as { type?: unknown }).type === "SKIP_WAITING") {
    void self.skipWaiting();
  }
});
