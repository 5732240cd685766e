import { describe, expect, it } from "vitest";
import { offlineNavigation, scrollTarget, showScrollToTop } from "./offlineNavigation.js";
import { prepareStoreView } from "./prepareStoreView.js";
import { planDispatch, shouldDispatch } from "./routerGuard.js";
import { defaultUrlConfig } from "./urlConfig.js";

describe("offlineNavigation", () => {
  it("notifies and sends the visitor home for an empty result while offline", () => {
    expect(offlineNavigation({ empty: true, online: false })).toEqual({
      notification: {
        type: "error",
        message: "The product, category or CMS page is not available in Offline mode. Redirecting to Home",
        action1: { label: "OK" },
      },
      navigateTo: "/",
    });
  });

  it("shows another error's own message with OK and stays", () => {
    expect(offlineNavigation({ online: false, error: new Error("Network Error") })).toEqual({
      notification: { type: "error", message: "Network Error", action1: { label: "OK" } },
      navigateTo: null,
    });
  });

  it("does nothing for an empty result online or a non-empty one", () => {
    expect(offlineNavigation({ empty: true, online: true })).toBeNull();
    expect(offlineNavigation({ empty: false, online: false })).toBeNull();
  });
});

describe("scrollTarget", () => {
  it("restores the saved position, else goes to the hash, else to the top", () => {
    expect(scrollTarget({ savedPosition: { left: 0, top: 900 }, hash: "#x" })).toEqual({ left: 0, top: 900 });
    expect(scrollTarget({ hash: "#opinie" })).toEqual({ selector: "#opinie" });
    expect(scrollTarget({ hash: "" })).toEqual({ left: 0, top: 0 });
  });
});

describe("showScrollToTop", () => {
  it("shows the button after more than 15 px", () => {
    expect([showScrollToTop(15), showScrollToTop(16)]).toEqual([false, true]);
  });
});

describe("shouldDispatch", () => {
  it("dispatches with no match, a page-not-found match, or a param-less dispatched route", () => {
    expect(shouldDispatch(undefined)).toBe(true);
    expect(shouldDispatch({ name: "page-not-found" })).toBe(true);
    expect(shouldDispatch({ name: "urldispatcher-/x", params: {} })).toBe(true);
    expect(shouldDispatch({ name: "urldispatcher-/x", params: { slug: "x" } })).toBe(false);
    expect(shouldDispatch({ name: "home" })).toBe(false);
  });
});

describe("planDispatch", () => {
  const themeRouteNames = ["category", "tag"];

  it("adds the urldispatcher route for the path once, keeping the theme route's name", () => {
    const plan = planDispatch(
      { name: "category", params: { slug: "s" } },
      { toPath: "/s/?a=1", themeRouteNames, dispatchedBefore: ["urldispatcher-/s/"] },
    );
    expect(plan).toEqual({
      action: "continue",
      route: { name: "urldispatcher-/s/", path: "/s/", params: { slug: "s" }, themeRoute: "category" },
      addRoute: false,
      replace: false,
      log: [],
    });
  });

  it("replaces history on back/forward or an unchanged full path", () => {
    const data = { name: "tag", params: { slug: "n" }, meta: { customListing: "tag" } };
    expect(planDispatch(data, { toPath: "/n", themeRouteNames, isBackForward: true })).toMatchObject({
      replace: true,
    });
    expect(
      planDispatch(data, { toPath: "/n", themeRouteNames, fromFullPath: "/n?x", toFullPath: "/n?x" }),
    ).toMatchObject({ replace: true });
  });

  it("lands on page-not-found for not-found data and logs a name the theme lacks", () => {
    expect(
      planDispatch({ name: "de-page-not-found", params: {} }, { toPath: "/x", themeRouteNames }),
    ).toEqual({ action: "not-found", log: [] });
    expect(planDispatch({ name: "cms-page", params: {} }, { toPath: "/x", themeRouteNames })).toEqual({
      action: "not-found",
      log: [{ level: "error", message: "No route named cms-page in the theme" }],
    });
  });
});

describe("prepareStoreView", () => {
  const base = { i18n: { defaultLocale: "pl-PL", currencyCode: "PLN" }, tax: { defaultCountry: "PL" } };

  it("deep-copies the base with storeCode and the default store id", () => {
    const view = prepareStoreView("", base);
    expect(view).toEqual({
      tax: { defaultCountry: "PL" },
      i18n: { defaultLocale: "pl-PL", currencyCode: "PLN" },
      search: {},
      seo: {},
      storeCode: "",
      storeId: 1,
    });
    expect(view.i18n).not.toBe(base.i18n);
  });

  it("merges the store's entry over the base with multistore, following extend parent-first", () => {
    const config = {
      ...defaultUrlConfig,
      multistore: true,
      storeViews: {
        de: {
          storeCode: "de",
          url: "/de",
          storeId: 2,
          i18n: { defaultLocale: "de-DE" },
          tax: { defaultCountry: "DE" },
        },
        at: { storeCode: "at", url: "/at", extend: "de", storeId: 4, tax: { defaultCountry: "AT" } },
      },
    };
    const view = prepareStoreView("at", base, config);
    expect(view.storeCode).toBe("at");
    expect(view.storeId).toBe(4);
    expect(view.i18n).toEqual({ defaultLocale: "de-DE", currencyCode: "PLN" });
    expect(view.tax).toEqual({ defaultCountry: "AT" });
  });

  it("uses code || '' without multistore and code || defaultStoreCode with it", () => {
    expect(prepareStoreView(null, base).storeCode).toBe("");
    expect(
      prepareStoreView(undefined, base, { ...defaultUrlConfig, multistore: true, defaultStoreCode: "pl" })
        .storeCode,
    ).toBe("pl");
  });
});
