import { describe, expect, it } from "vitest";
import { multistoreDe } from "../test/configs.js";
import { adjustMultistoreApiUrl, localizedDispatcherRoute, localizedRoute } from "./localizedRoute.js";
import { removeStoreCodeFromRoute, storeCodeFromRoute } from "./storeCodeFromRoute.js";
import { defaultUrlConfig } from "./urlConfig.js";

describe("storeCodeFromRoute", () => {
  it("is '' for falsy input", () => {
    expect(storeCodeFromRoute("")).toBe("");
    expect(storeCodeFromRoute(null)).toBe("");
  });

  it("matches a path that equals the store url or starts with it and a slash", () => {
    expect(storeCodeFromRoute("/de")).toBe("de");
    expect(storeCodeFromRoute("/de/damen/kleider")).toBe("de");
    expect(storeCodeFromRoute("it/donna")).toBe("it");
  });

  it("does not match a path that merely starts with the letters of a code", () => {
    expect(storeCodeFromRoute("/delikatesy")).toBe("");
    expect(storeCodeFromRoute("/kobieta/de")).toBe("");
  });

  it("matches host + path when the store url includes the host", () => {
    const config = {
      ...defaultUrlConfig,
      storeViews: { ...defaultUrlConfig.storeViews, de: { storeCode: "de", url: "shop.de" } },
    };
    expect(storeCodeFromRoute({ host: "shop.de", path: "/damen" }, config)).toBe("de");
  });

  it("matches a 'host + path' string against a store url with a host (§8.10)", () => {
    const config = {
      ...defaultUrlConfig,
      mapStoreUrlsFor: ["us", "gb"],
      storeViews: {
        us: { storeCode: "us", url: "domain.com" },
        gb: { storeCode: "gb", url: "domain.co.uk/gb" },
      },
    };
    expect(storeCodeFromRoute("domain.co.uk/gb/foo", config)).toBe("gb");
    expect(storeCodeFromRoute("domain.co.uk/gb", config)).toBe("gb");
    expect(storeCodeFromRoute("domain.com/foo?x=1", config)).toBe("us");
    expect(storeCodeFromRoute("domain.co.uk/gbx", config)).toBe("");
  });

  it("takes the first code of mapStoreUrlsFor that matches", () => {
    const config = {
      ...defaultUrlConfig,
      mapStoreUrlsFor: ["it", "de"],
      storeViews: { de: { storeCode: "de", url: "/x" }, it: { storeCode: "it", url: "/x" } },
    };
    expect(storeCodeFromRoute("/x/y", config)).toBe("it");
  });

  it("ignores the query when matching", () => {
    expect(storeCodeFromRoute("/de?x=1")).toBe("de");
  });
});

describe("removeStoreCodeFromRoute", () => {
  it("removes a leading store segment only", () => {
    expect(removeStoreCodeFromRoute("/de/damen/de")).toBe("/damen/de");
    expect(removeStoreCodeFromRoute("/de")).toBe("/");
    expect(removeStoreCodeFromRoute("de/damen")).toBe("damen");
  });

  it("leaves other paths alone", () => {
    expect(removeStoreCodeFromRoute("/delikatesy/de")).toBe("/delikatesy/de");
    expect(removeStoreCodeFromRoute("/kobieta")).toBe("/kobieta");
  });
});

describe("localizedDispatcherRoute", () => {
  it("adds a leading slash to a string and no prefix for the default store", () => {
    expect(localizedDispatcherRoute("sukienka-lniana", "")).toBe("/sukienka-lniana");
  });

  it("prefixes /<code> for a store with appendStoreCode", () => {
    expect(localizedDispatcherRoute("/kleid", "de")).toBe("/de/kleid");
  });

  it("does not prefix a store without appendStoreCode", () => {
    const config = {
      ...defaultUrlConfig,
      storeViews: { de: { storeCode: "de", url: "/de", appendStoreCode: false } },
    };
    expect(localizedDispatcherRoute("/kleid", "de", config)).toBe("/kleid");
  });

  it("uses the current store when the code is not given", () => {
    expect(localizedDispatcherRoute("/kleid", undefined, multistoreDe)).toBe("/de/kleid");
  });

  it("builds an object's path || fullPath plus sorted, strictly encoded params", () => {
    expect(localizedDispatcherRoute({ fullPath: "kleid", params: { z: "1", childSku: "A (1)!" } }, "")).toBe(
      "/kleid?childSku=A%20%281%29%21&z=1",
    );
    expect(localizedDispatcherRoute({ path: "/kleid", params: {} }, "")).toBe("/kleid");
  });
});

describe("localizedRoute", () => {
  it("leaves the route unchanged for the default store code", () => {
    expect(localizedRoute("/c/x", "")).toBe("/c/x");
    const route = { name: "category", params: { slug: "x" } };
    expect(localizedRoute(route, "")).toBe(route);
  });

  it("prefixes a path and a route object's name and path for another store", () => {
    expect(localizedRoute("c/x", "de")).toBe("/de/c/x");
    expect(localizedRoute({ name: "category", path: "/c/x" }, "de")).toEqual({
      name: "de-category",
      path: "/de/c/x",
    });
  });

  it("leaves the route unchanged for a store without appendStoreCode", () => {
    const config = { ...defaultUrlConfig, storeViews: { de: { storeCode: "de", appendStoreCode: false } } };
    expect(localizedRoute("/c/x", "de", config)).toBe("/c/x");
  });
});

describe("adjustMultistoreApiUrl", () => {
  it("leaves the url alone on the default store", () => {
    expect(adjustMultistoreApiUrl("/api/url/map?storeCode=x")).toBe("/api/url/map?storeCode=x");
  });

  it("replaces every storeCode parameter with the current one", () => {
    expect(adjustMultistoreApiUrl("/api/url/map?storeCode=pl&a=1&storeCode=it", multistoreDe)).toBe(
      "/api/url/map?a=1&storeCode=de",
    );
    expect(adjustMultistoreApiUrl("/api/url/map", multistoreDe)).toBe("/api/url/map?storeCode=de");
  });
});
