import { describe, expect, it } from "vitest";
import { multistorePl } from "../test/configs.js";
import { acceptLanguageRedirect, parseAcceptLanguage, storeForAcceptLanguage } from "./acceptLanguage.js";
import { defaultUrlConfig } from "./urlConfig.js";

describe("parseAcceptLanguage", () => {
  it("defaults q to 1, drops q=0 and *, sorts by q descending and keeps header order on ties", () => {
    expect(parseAcceptLanguage("pl;q=0.5, de-DE, *;q=0.9, en;q=0, it;q=0.5, fr")).toEqual([
      { tag: "de-DE", q: 1 },
      { tag: "fr", q: 1 },
      { tag: "pl", q: 0.5 },
      { tag: "it", q: 0.5 },
    ]);
  });

  it("drops entries with a malformed q and handles an empty header", () => {
    expect(parseAcceptLanguage("de;q=abc, it;q=2, pl")).toEqual([{ tag: "pl", q: 1 }]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe("storeForAcceptLanguage", () => {
  it("lets the first tag with a fitting store decide, honouring q", () => {
    expect(storeForAcceptLanguage("de;q=0.4, it;q=0.8")?.storeCode).toBe("it");
    expect(storeForAcceptLanguage("fr, en-GB;q=0.9, de-AT;q=0.7, pl;q=0.6")?.storeCode).toBe("de");
  });

  it("matches case-insensitively with _ equal to -", () => {
    expect(storeForAcceptLanguage("IT_it")?.storeCode).toBe("it");
  });

  it("prefers an exact locale over a language-only match within a tag", () => {
    const config = {
      ...defaultUrlConfig,
      storeViews: {
        de: { storeCode: "de", url: "/de", appendStoreCode: true, i18n: { defaultLocale: "de-DE" } },
        it: { storeCode: "it", url: "/it", appendStoreCode: true, i18n: { defaultLocale: "de-CH" } },
      },
    };
    expect(storeForAcceptLanguage("de-CH", config)?.storeCode).toBe("it");
    expect(storeForAcceptLanguage("de-AT", config)?.storeCode).toBe("de");
  });

  it("chooses the default store for Polish and nothing for an unknown language", () => {
    expect(storeForAcceptLanguage("pl-PL,de;q=0.9")).toBe(defaultUrlConfig.defaultStoreView);
    expect(storeForAcceptLanguage("fr, en")).toBeNull();
  });
});

describe("acceptLanguageRedirect", () => {
  it("answers 302 to store.url + path + query with Vary: Accept-Language", () => {
    expect(
      acceptLanguageRedirect(
        { method: "GET", path: "/kobieta", search: "?x=1", acceptLanguage: "de-DE,pl;q=0.5" },
        multistorePl,
      ),
    ).toEqual({
      status: 302,
      location: "/de/kobieta?x=1",
      headers: { Vary: "Accept-Language" },
    });
  });

  it("also applies to HEAD", () => {
    expect(
      acceptLanguageRedirect({ method: "HEAD", path: "/", acceptLanguage: "it" }, multistorePl)?.location,
    ).toBe("/it/");
  });

  it("serves the default store when it fits first or nothing fits", () => {
    expect(
      acceptLanguageRedirect({ method: "GET", path: "/", acceptLanguage: "pl,de;q=0.9" }, multistorePl),
    ).toBeNull();
    expect(
      acceptLanguageRedirect({ method: "GET", path: "/", acceptLanguage: "fr" }, multistorePl),
    ).toBeNull();
  });

  it("never redirects without multistore, for other methods, API, assets, sitemap, robots, feeds, or a store URL", () => {
    const request = { method: "GET", path: "/kobieta", acceptLanguage: "de" };
    expect(acceptLanguageRedirect(request)).toBeNull();
    expect(acceptLanguageRedirect({ ...request, method: "POST" }, multistorePl)).toBeNull();
    for (const path of [
      "/api/cart/pull",
      "/api",
      "/sitemap.xml",
      "/robots.txt",
      "/feed/google.xml",
      "/assets/app.js",
      "/img/600/744/resize/a.jpg",
      "/favicon.ico",
      "/de/damen",
      "/it",
    ]) {
      expect(acceptLanguageRedirect({ ...request, path }, multistorePl)).toBeNull();
    }
    expect(acceptLanguageRedirect({ ...request, path: "/pwa.html" }, multistorePl)?.location).toBe(
      "/de/pwa.html",
    );
  });
});
