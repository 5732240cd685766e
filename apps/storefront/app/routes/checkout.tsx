import { lazy, Suspense } from "react";
import { data, useRouteLoaderData } from "react-router";
import { plTx } from "../i18n/pl.transactions";
import { afterPaint } from "../lib/afterPaint";
import type { RouteHandle, loader as rootLoader } from "../root";
import type { Route } from "./+types/checkout";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.checkout.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** The optional language prefix must be two letters (transactions.md §2 checkout route pattern). */
function checkLanguage(lang: string | undefined): void {
  if (lang !== undefined && !/^[a-z]{2}$/.test(lang)) throw data(null, { status: 404 });
}

export function loader({ params }: Route.LoaderArgs) {
  checkLanguage(params.lang);
  return null;
}

// The checkout's form and the shopper code it needs (stores, queue, cart-merge, the checkout store: 70 kB
// gzip) load after the first paint, not with the page (issue 29: ≤ 160 kB of initial JavaScript). The
// server's HTML is the whole form, which React keeps as drawn until this chunk is there, then hydrates —
// what the shopper typed meanwhile included (`useKeepEarlyInput`).
let pageModule: Promise<typeof import("../components/checkout/CheckoutPage")> | undefined;
const loadCheckoutPage = () => {
  // a failed fetch (offline for a moment) is asked again next time, not kept
  pageModule ??= import("../components/checkout/CheckoutPage").catch((error: unknown) => {
    pageModule = undefined;
    throw error;
  });
  return pageModule;
};
const CheckoutPage = lazy(() => loadCheckoutPage().then((module) => ({ default: module.CheckoutPage })));
// In the browser the chunk is asked for as soon as this module runs, beside hydration rather than after it
// (not before the first paint: its loader adds style sheets, which would hold that paint back).
if (typeof document !== "undefined")
  void afterPaint(window)
    .then(loadCheckoutPage)
    .catch(() => undefined);

/** A client navigation shows the page once its chunk is there (the header's progress meanwhile), never a fallback. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  checkLanguage(params.lang);
  await loadCheckoutPage();
  return null;
}

/** `/checkout` (transactions.md §2): minimal layout; the thank-you state follows a placed order. */
export default function CheckoutRoute() {
  // the data controller named beside the privacy policy: the shop settings' company (the footer's)
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <Suspense
      fallback={
        <section className="checkout" aria-busy="true">
          <h1 className="page-title" tabIndex={-1}>
            {plTx.checkout.title}
          </h1>
          <p>{plTx.common.loading}</p>
        </section>
      }
    >
      <CheckoutPage controller={root?.company?.name ?? null} />
    </Suspense>
  );
}
