import { describe, expect, it } from "vitest";
import { CACHE_NAMES, cachePolicy, OFFLINE_PAGE } from "./offlineCachePolicy";

const ORIGIN = "https://sklep.pl";
const get = (url: string, mode = "cors") => cachePolicy({ method: "GET", url, mode }, ORIGIN);

describe("cachePolicy", () => {
  it("serves catalogue route data stale-while-revalidate", () => {
    expect(get(`${ORIGIN}/kobiety/sukienki.data?_routes=routes%2Fdispatcher`)).toEqual({
      strategy: "stale-while-revalidate",
      cache: CACHE_NAMES.catalogue,
    });
  });
  it("serves images and API catalogue reads stale-while-revalidate", () => {
    expect(get(`${ORIGIN}/img/600/800/resize/a.jpg`)?.cache).toBe(CACHE_NAMES.images);
    expect(get("https://api.sklep.pl/api/catalog/catalog/product/_search?q=1")?.strategy).toBe(
      "stale-while-revalidate",
    );
  });
  it("sends cart, user, order and stock calls and the shopper's page data to the network first", () => {
    for (const url of [
      "https://api.sklep.pl/api/cart/pull?cartId=1",
      "https://api.sklep.pl/api/user/me",
      "https://api.sklep.pl/api/ext/user/wishlist",
      "https://api.sklep.pl/api/stock/check?sku=A",
      `${ORIGIN}/koszyk.data`,
      `${ORIGIN}/account/orders.data`,
      `${ORIGIN}/de/checkout.data`,
    ])
      expect(get(url)).toEqual({ strategy: "network-first", cache: CACHE_NAMES.shopper });
  });
  it("sends navigations to the network first with the offline page as fallback", () => {
    expect(get(`${ORIGIN}/kobiety`, "navigate")).toEqual({
      strategy: "network-first",
      cache: CACHE_NAMES.pages,
      fallback: OFFLINE_PAGE,
    });
  });
  it("leaves writes, search suggestions and foreign navigations to the network", () => {
    expect(cachePolicy({ method: "POST", url: `${ORIGIN}/koszyk.data` }, ORIGIN)).toBeNull();
    expect(cachePolicy({ method: "POST", url: "https://api.sklep.pl/api/order" }, ORIGIN)).toBeNull();
    expect(get(`${ORIGIN}/szukaj/podpowiedzi?q=sukienka`)).toBeNull();
    expect(get("https://inny.pl/", "navigate")).toBeNull();
  });
});
