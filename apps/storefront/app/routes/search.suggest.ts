import { clientForRequest } from "../lib/transport.server";
import { suggestions } from "../loaders/searchPage.server";
import type { Route } from "./+types/search.suggest";

/** Quick-search suggestions for the header combobox (behaviour.md §7.10), as route data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  try {
    return await suggestions(clientForRequest(request, context), q);
  } catch {
    return { items: [], total: 0, message: null };
  }
}
