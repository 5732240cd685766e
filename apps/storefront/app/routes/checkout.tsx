import { data, useLoaderData, useRouteLoaderData } from "react-router";
import { CheckoutPage } from "../components/checkout/CheckoutPage";
import { plTx } from "../i18n/pl.transactions";
import { cookieValue } from "../lib/sessionCookie.server";
import type { RouteHandle, loader as rootLoader } from "../root";
import { CART_LINES_COOKIE, hintedLines } from "../state/cart/cartLinesHint";
import type { Route } from "./+types/checkout";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.checkout.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/**
 * The optional language prefix must be two letters (transactions.md §2 checkout route pattern). The cart's
 * hint cookie says whether the browser's cart was empty: the page then draws its empty state at once
 * rather than the form that collapsed into it (CLS 0.52 on a phone).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang !== undefined && !/^[a-z]{2}$/.test(params.lang)) throw data(null, { status: 404 });
  return { hintedEmpty: hintedLines(cookieValue(request, CART_LINES_COOKIE)) === 0 };
}

/** `/checkout` (transactions.md §2): minimal layout; the thank-you state follows a placed order. */
export default function CheckoutRoute() {
  // the data controller named beside the privacy policy: the shop settings' company (the footer's)
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const page = useLoaderData<typeof loader>();
  return <CheckoutPage controller={root?.company?.name ?? null} hintedEmpty={page?.hintedEmpty ?? false} />;
}
