import { data, useRouteLoaderData } from "react-router";
import { CheckoutPage } from "../components/checkout/CheckoutPage";
import { plTx } from "../i18n/pl.transactions";
import type { RouteHandle, loader as rootLoader } from "../root";
import type { Route } from "./+types/checkout";

export const handle: RouteHandle = { layout: "minimal" };

export function meta() {
  return [{ title: `${plTx.checkout.title} | Outlet` }, { name: "robots", content: "noindex" }];
}

/** The optional language prefix must be two letters (transactions.md §2 checkout route pattern). */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !/^[a-z]{2}$/.test(params.lang)) throw data(null, { status: 404 });
  return null;
}

/** `/checkout` (transactions.md §2): minimal layout; the thank-you state follows a placed order. */
export default function CheckoutRoute() {
  // the data controller named beside the privacy policy: the shop settings' company (the footer's)
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <CheckoutPage controller={root?.company?.name ?? null} />;
}
