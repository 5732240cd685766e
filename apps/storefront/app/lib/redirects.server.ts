import type { Client } from "@outlet/transport";
import { redirect } from "react-router";

/**
 * The redirect the shop keeps for a path nothing else answered (api-contract §10.5, catalogue.md: the
 * redirect lookup comes before a 404), as a response to throw, or `null`. Only a same-site target is
 * followed: a path starting with one `/` (never `//host`, never a scheme), so a stored redirect can
 * never send a shopper to another site. The status is the stored 301 or 302 (anything else: 301); the
 * request's query goes along when the target has none. A failed lookup is no redirect.
 *
 * @example
 * const moved = await redirectFor(api, new URL("https://sklep.example/stara-kolekcja?utm=x"));
 * // Response 301, Location: /category/wyprzedaz?utm=x
 */
export async function redirectFor(api: Client, url: URL): Promise<Response | null> {
  const found = await api.site.redirectLookup(url.pathname).catch(() => null);
  if (!found) return null;
  const target = String(found.to);
  if (!/^\/(?![/\\])/.test(target) || target === url.pathname) return null;
  const status = Number(found.status) === 302 ? 302 : 301;
  const location = target.includes("?") || url.search === "" ? target : `${target}${url.search}`;
  return redirect(location, status);
}
