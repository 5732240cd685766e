import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage } from "node:http";
import { acceptLanguageRedirect, defaultUrlConfig } from "@outlet/url-resolution";
import { STORE_CONTEXT, type StoreContext, storeCodeOfPath } from "../app/lib/currentStore";

/**
 * The store views on the server (behaviour.md §1 `storeViews.multistore`, §8.10, §8.11): which store a
 * render belongs to, and the Accept-Language redirect, made before the output cache so a cached page of
 * the default store never answers a visitor the spec sends to another store.
 */
export interface StoreRouting {
  /** Runs a render as the store of its URL: the app's links (`app/lib/currentStore.ts`) read it. */
  inStoreOf<TResult>(request: Request, render: () => TResult): TResult;
  /** The 302 of §8.11 for a catalogue page request that matches no store, else `null`. */
  redirectFor(req: IncomingMessage, url: URL): { readonly location: string; readonly vary: string } | null;
}

/**
 * The store routing of a server process. The context lives on `globalThis` (one per process), shared with
 * the app's bundle, which reads it through `currentStoreCode()`.
 *
 * @example
 * const stores = createStoreRouting(readServerConfig().multistore);
 * stores.inStoreOf(request, () => handle(request, context));
 */
export function createStoreRouting(multistore: boolean): StoreRouting {
  const holder = globalThis as { [STORE_CONTEXT]?: StoreContext };
  holder[STORE_CONTEXT] ??= new AsyncLocalStorage<string>();
  const context = holder[STORE_CONTEXT];
  const config = { ...defaultUrlConfig, multistore };
  return {
    inStoreOf: (request, render) =>
      context.run(storeCodeOfPath(new URL(request.url).pathname, multistore), render),
    redirectFor(req, url) {
      // react-router's own requests (route discovery) are no pages.
      if (!multistore || url.pathname.startsWith("/__")) return null;
      const redirect = acceptLanguageRedirect(
        {
          method: req.method ?? "GET",
          path: url.pathname,
          search: url.search,
          acceptLanguage: req.headers["accept-language"] ?? null,
        },
        config,
      );
      return redirect ? { location: redirect.location, vary: redirect.headers.Vary } : null;
    },
  };
}
