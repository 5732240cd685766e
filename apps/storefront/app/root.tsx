import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from "react";
import {
  type Blocker,
  type BlockerFunction,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { EarlyConsentNotice } from "./components/consent/EarlyConsentNotice";
import { EARLY_CONSENT_TAP_SCRIPT } from "./components/consent/earlyConsent";
import { EARLY_INPUT_SCRIPT } from "./components/forms/earlyInputScript";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { LoadingBar } from "./components/layout/LoadingBar";
import { NotificationList } from "./components/layout/NotificationList";
import { PromoStrip } from "./components/layout/PromoStrip";
import { routeShopLinkClick } from "./components/links/delegatedNavigation";
import { pl } from "./i18n/pl";
import { afterPaint } from "./lib/afterPaint";
import type { MenuEntry } from "./lib/catalogViews";
import { readServerConfig } from "./lib/config.server";
import { localizedHref, storeCodeOfPath, storeLocale } from "./lib/currentStore";
import { installOfflineDataFetch, lazyBrowserCollections } from "./lib/offlineDataFetch";
import { defaultPublicConfig } from "./lib/publicConfig";
import { readPublicConfig } from "./lib/publicConfig.server";
import { errorMeta } from "./lib/seo";
import { registerServiceWorker, type ServiceWorkerUpdater } from "./lib/serviceWorker";
import { shopConfig } from "./lib/shopConfig";
import { scrollRestorationKey } from "./lib/stayScroll";
import { clientForRequest } from "./lib/transport.server";
import { shopData } from "./loaders/shopData.server";
import { CONSENT_HINT_SCRIPT } from "./state/consent/consentHint";
import { createNotificationsStore, type NotificationsStore } from "./state/notifications/notificationsStore";
import { NotificationsContext } from "./state/notifications/useNotifications";
import {
  createRecentlyViewedStore,
  type RecentlyViewedStore,
} from "./state/recentlyViewed/recentlyViewedStore";
import { RecentlyViewedContext } from "./state/recentlyViewed/useRecentlyViewed";
import { ShopProvider, useOptionalShop } from "./state/shop/shopContext";
// A plain import: Vite merges it with the CSS the root imports into one stylesheet (one request).
import "./styles.css";
// The transaction pages' rules (forms, auth, checkout, cart lines, the product page's wishlist and "said"
// actions) style markup the server draws: in the shell, not in the lazily loaded shopper code, whose sheet
// arrived after the first paint and moved those pages (CLS 0.14–0.15 on /login).
import "./components/cart/transactions.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

/**
 * Shop-wide data for the header and footer (menu with the Nowości / Ostatnie sztuki flags, contact,
 * colour swatches), preloaded on the server for every page. With multistore on (`MULTISTORE`), a store
 * view's page (`/de/…`, `/it/…`) has its locale and its store's links; with it off those are 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { multistore, siteOrigin } = readServerConfig();
  const urlConfig = { ...shopConfig.url, multistore };
  // The Accept-Language redirect (§8.11) is the server's, before its output cache (server/storeContext.ts).
  const storeCode = storeCodeOfPath(url.pathname, multistore);
  // Single-store (the default): /de and /it are no pages (`:lang/checkout` is a page of its own).
  if (!multistore && storeCodeOfPath(url.pathname, true) && !/^\/[a-z]{2}\/checkout\/?$/.test(url.pathname))
    throw new Response("Not Found", { status: 404 });
  const data = await shopData(clientForRequest(request, context), context).catch(() => null);
  const swatches: Record<string, string> = {};
  for (const option of data?.attributes.color ?? [])
    if (option.swatch) swatches[option.value] = option.swatch;
  return {
    origin: siteOrigin,
    publicConfig: readPublicConfig(undefined, data?.contact.email),
    menu: localizedMenu(data?.menu ?? [], storeCode),
    blocks: data?.blocks ?? { headerPromo: "", deliveryInfo: "" },
    contact: data?.contact ?? {},
    company: data?.company ?? null,
    swatches,
    storeCode,
    locale: storeLocale(storeCode, urlConfig),
  };
}

/** The shop data's menu (the default store's links) as the store `code` links it. */
function localizedMenu(menu: readonly MenuEntry[], code: string): MenuEntry[] {
  return menu.map((entry) => ({
    ...entry,
    url: localizedHref(entry.url, code),
    children: localizedMenu(entry.children, code),
  }));
}

/**
 * A page that failed answers with the headers its loader threw (the 503's `Retry-After` and `no-store`,
 * `app/lib/honestFailure.server.ts`); the root is the only error boundary, so it passes them on.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

/** The menu and contact never change between navigations; only a reload refreshes them. */
export function shouldRevalidate() {
  return false;
}

/** A route's layout choice (catalogue.md §2: default and minimal layouts, chosen per route). */
export interface RouteHandle {
  readonly layout?: "default" | "minimal";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const location = useLocation();
  const minimal = matches.some((match) => (match.handle as RouteHandle | undefined)?.layout === "minimal");
  const query = location.pathname === "/szukaj" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    // `data-consent-decided` is set by the head's first script, before React hydrates the document.
    <html lang={root?.storeCode ? root.locale : "pl"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the body: a browser that answered the cookie notice never sees it drawn (earlyConsent.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, hashed into the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_HINT_SCRIPT }} />
        {/* An answer tapped on the notice before the scripts run is kept and carried out (earlyConsent.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, hashed into the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_CONSENT_TAP_SCRIPT }} />
        {/* What the shopper types before the scripts run is kept at hydration (forms/earlyInputScript.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, hashed into the page's CSP */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
        <meta name="theme-color" content="#b5985b" />
        {/* Links first: the style sheets a page's meta adds (a dispatched view's, issue 29) come after the shell's. */}
        <Links />
        <Meta />
        {/* Without JavaScript the lazy loader's images are their <noscript> copies (components/ProductImage.tsx),
            and the cookie notice is not drawn (nothing optional is ever set without it). */}
        <noscript>
          <style>{".lazy-image{display:none}.consent--early{display:none}"}</style>
        </noscript>
      </head>
      <body className={minimal ? "layout-minimal" : "layout-default"}>
        <a className="skip-link" href="#main">
          {pl.skipToContent}
        </a>
        {/* The cookie notice is drawn here (components/consent/): fixed at the bottom of the screen, but first
            in the keyboard order after the skip link, so a first visit answers it early. The server draws it
            (EarlyConsentNotice); the live ConsentNotice takes over once the stored decision is read. */}
        <div id="consent-slot">
          <EarlyConsentNotice />
        </div>
        <LoadingBar />
        {minimal || !root?.blocks.headerPromo ? null : <PromoStrip html={root.blocks.headerPromo} />}
        <Header menu={root?.menu ?? []} minimal={minimal} query={query} />
        <main id="main" tabIndex={-1} className="page">
          {children}
        </main>
        <Footer contact={root?.contact ?? {}} company={root?.company ?? null} minimal={minimal} />
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

function useSessionStores() {
  // Shopper stores are per browser session: created here (never in module scope on the server).
  const [notifications] = useState<NotificationsStore>(() =>
    createNotificationsStore({
      setTimeout: (run, ms) => (typeof window === "undefined" ? undefined : window.setTimeout(run, ms)),
      newId: (() => {
        let id = 0;
        return () => `n${Date.now()}-${++id}`;
      })(),
    }),
  );
  const [recentlyViewed, setRecentlyViewed] = useState<RecentlyViewedStore | null>(null);
  useEffect(() => {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    const store = createRecentlyViewedStore(storage);
    // A transition, as every change of a context above the page after hydration: an urgent one reaches a
    // page part still waiting for its chunk (the checkout's form) and makes React draw it anew from its
    // fallback, what the shopper typed there lost (`ShopProvider` says the same of the services).
    startTransition(() => setRecentlyViewed(store));
  }, []);
  return { notifications, recentlyViewed };
}

/** Routes clicks on `ShopLink`s through the router: one listener for the whole document (components/links). */
function useDelegatedNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    // On window: the links' own onClick handlers (React's, on the document) run first and may prevent it.
    const onClick = (event: MouseEvent) =>
      void routeShopLinkClick(event, {
        origin: window.location.origin,
        navigate: (to, options) => void navigate(to, options),
      });
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}

/** Moves focus to the main content after a page change (not on filter or sort changes of the same page). */
function useFocusOnNavigation() {
  const location = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash) return;
    const heading = document.querySelector<HTMLElement>("#main h1") ?? document.getElementById("main");
    heading?.focus({ preventScroll: true });
  }, [location.pathname]);
}

/**
 * Registers the service worker once; a waiting update takes over at the start of the next page change
 * (issue 9): the navigation is held until the new version controls the tab (`handOver`), so none of its
 * requests reaches the old worker while it stops (app/lib/serviceWorker.ts says why).
 */
function useServiceWorker(notifications: NotificationsStore) {
  const updater = useRef<ServiceWorkerUpdater | null>(null);
  useEffect(() => {
    updater.current = registerServiceWorker({
      navigator: window.navigator,
      production: import.meta.env.PROD,
      setTimeout: (run, ms) => window.setTimeout(run, ms),
    });
  }, []);
  useEffect(
    () =>
      installOfflineDataFetch({
        target: window,
        online: () => navigator.onLine,
        notify: (notification) => notifications.spawn(notification),
        location: () => window.location,
        collection: lazyBrowserCollections(),
      }),
    [notifications],
  );
  const shouldHold = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && (updater.current?.updateWaiting() ?? false),
    [],
  );
  const blocker = useBlocker(shouldHold);
  const proceeding = useRef<Blocker | null>(null);
  useEffect(() => {
    if (blocker.state !== "blocked" || proceeding.current === blocker) return;
    proceeding.current = blocker;
    void (updater.current?.handOver() ?? Promise.resolve()).then(() => blocker.proceed());
  }, [blocker]);
}

// The header's shopper links, the microcart and the shopper dialogs are shopper code: mounted after
// hydration (the server draws placeholders in their boxes, so nothing shifts). In the browser their chunk
// is fetched as soon as this module runs, beside hydration, not after it: the real links then replace the
// placeholders without a moment in which "Koszyk" is not yet a button.
const loadShopperOverlays = () =>
  import("./components/cart/ShopperOverlays").then((module) => ({ default: module.ShopperOverlays }));
// Not before the first paint: the chunk's loader adds style sheets, which would hold that paint back.
const shopperOverlaysEarly =
  typeof document === "undefined" ? null : afterPaint(window).then(loadShopperOverlays);
const ShopperOverlays = lazy(() => shopperOverlaysEarly ?? loadShopperOverlays());

function LazyShopperOverlays() {
  const shop = useOptionalShop();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Never on the server nor in the first browser render: hydration sees the same (empty) markup.
  if (!mounted || !shop) return null;
  return (
    <Suspense fallback={null}>
      <ShopperOverlays />
    </Suspense>
  );
}

/**
 * The shopper's shell around a page: the session stores, the shop services and the header's shopper links,
 * the microcart and the notifications. Error pages (404, 500, 503) get it too, so a shopper who lands on
 * one still has a working header: their cart, their account, the login link.
 */
function ShopShell({ children }: { readonly children: React.ReactNode }) {
  const stores = useSessionStores();
  const root = useRouteLoaderData<typeof loader>("root");
  useFocusOnNavigation();
  useDelegatedNavigation();
  useServiceWorker(stores.notifications);
  useEffect(() => {
    // Marks the document once React has hydrated it; browser tests wait for it.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <NotificationsContext.Provider value={stores.notifications}>
      <RecentlyViewedContext.Provider value={stores.recentlyViewed}>
        <ShopProvider config={root?.publicConfig ?? defaultPublicConfig}>
          {children}
          <LazyShopperOverlays />
          <NotificationList />
        </ShopProvider>
      </RecentlyViewedContext.Provider>
    </NotificationsContext.Provider>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <ShopShell>
      <Outlet context={{ origin: root?.origin ?? "" }} />
    </ShopShell>
  );
}

export const meta: Route.MetaFunction = ({ error }) =>
  error ? errorMeta(isRouteErrorResponse(error) ? error.status : 500) : [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ShopShell>
      <ErrorPage status={status} />
    </ShopShell>
  );
}

/** The text of an error page: the API unavailable (503, with a reload), not found (404) or an error (500). */
function ErrorPage({ status }: { readonly status: number }) {
  const location = useLocation();
  if (status === 503) {
    // The API could not answer (issue 14): say so, offer a reload of this very page.
    return (
      <div className="error-page" data-status={503}>
        <h1 tabIndex={-1} className="page-title">
          {pl.unavailable.title}
        </h1>
        <p>{pl.unavailable.text}</p>
        <p className="error-page__actions">
          <a href={location.pathname + location.search} className="button">
            {pl.unavailable.retry}
          </a>
          <Link to="/" className="button button--secondary">
            {pl.notFound.back}
          </Link>
        </p>
      </div>
    );
  }
  const notFound = status === 404;
  return (
    <div className="error-page" data-status={notFound ? 404 : 500}>
      <h1 tabIndex={-1} className="page-title">
        {notFound ? pl.notFound.title : pl.error.title}
      </h1>
      <p>{notFound ? pl.notFound.text : pl.error.text}</p>
      <Link to="/" className="button">
        {pl.notFound.back}
      </Link>
    </div>
  );
}
