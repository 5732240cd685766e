import { describe, expect, it } from "vitest";
import { noDispatcher } from "../test/configs.js";
import { directChildAccess, productPageDecision } from "./productPageAccess.js";
import { defaultUrlConfig } from "./urlConfig.js";
import { httpStatusForError, isUrlResolutionError, UrlResolutionError } from "./urlResolutionError.js";

const parent = {
  id: 1,
  sku: "P",
  type_id: "configurable",
  slug: "sukienka",
  url_path: "sukienka-lniana",
  configurable_children: [{}],
};
const child = { id: 2, sku: "P-M", type_id: "simple", visibility: 1, status: 1 };

describe("productPageDecision", () => {
  it("fails with 'Product query returned empty result product status = 2' (404) for status 2 or higher", () => {
    const decision = productPageDecision({ sku: "P", status: 2, visibility: 4 });
    expect(decision.action).toBe("error");
    if (decision.action === "error") {
      expect(decision.error.message).toBe("Product query returned empty result product status = 2");
      expect(decision.httpStatus).toBe(404);
    }
    const three = productPageDecision({ sku: "P", status: 3 });
    expect(three.action === "error" && three.error.message).toBe(
      "Product query returned empty result product status = 3",
    );
  });

  it("looks up the parent for visibility 1 when direct access is prevented", () => {
    expect(productPageDecision(child)).toEqual({ action: "lookup-parent", childSku: "P-M" });
  });

  it("fails with 'Product query returned empty result product visibility = 1' when direct access is not prevented", () => {
    const decision = productPageDecision(child, {
      ...defaultUrlConfig,
      preventConfigurableChildrenDirectAccess: false,
    });
    expect(decision.action === "error" && decision.error.message).toBe(
      "Product query returned empty result product visibility = 1",
    );
  });

  it("shows a visible, enabled product", () => {
    expect(productPageDecision({ sku: "P", status: 1, visibility: 4 })).toEqual({ action: "show" });
  });
});

describe("directChildAccess", () => {
  it("answers 301 to the parent link with the child's sku on the server", () => {
    expect(directChildAccess(child, parent, { environment: "server", requestUrl: "/p-m" })).toEqual({
      action: "redirect",
      status: 301,
      location: "/sukienka-lniana?childSku=P-M",
      route: "/sukienka-lniana?childSku=P-M",
    });
  });

  it("replaces the route in the browser", () => {
    expect(directChildAccess(child, parent, { environment: "browser" })).toEqual({
      action: "replace",
      location: "/sukienka-lniana?childSku=P-M",
      route: "/sukienka-lniana?childSku=P-M",
    });
  });

  it("does not redirect when the request URL already contains the target", () => {
    expect(
      directChildAccess(child, parent, {
        environment: "server",
        requestUrl: "https://x/sukienka-lniana?childSku=P-M",
      }),
    ).toEqual({ action: "show" });
  });

  it("shows the product when no parent is found or the parent is the product itself", () => {
    expect(directChildAccess(child, null, { environment: "server" })).toEqual({ action: "show" });
    expect(directChildAccess(child, { ...parent, id: 2 }, { environment: "server" })).toEqual({
      action: "show",
    });
  });

  it("redirects to the named product route's path without the dispatcher", () => {
    const outcome = directChildAccess(
      child,
      parent,
      { environment: "server", requestUrl: "/p/P-M/x" },
      noDispatcher,
    );
    expect(outcome).toEqual({
      action: "redirect",
      status: 301,
      location: "/p/P/sukienka/P-M",
      route: { name: "configurable-product", params: { parentSku: "P", slug: "sukienka", childSku: "P-M" } },
    });
  });
});

describe("httpStatusForError", () => {
  it("gives 404 for 'query returned empty result' messages and 500 otherwise", () => {
    expect(httpStatusForError(new UrlResolutionError({ reason: "product-disabled", status: 2 }))).toBe(404);
    expect(httpStatusForError(new UrlResolutionError({ reason: "cms-page-not-found" }))).toBe(404);
    expect(httpStatusForError(new Error("Category query returned empty result id = 1"))).toBe(404);
    expect(httpStatusForError(new Error("boom"))).toBe(500);
    expect(httpStatusForError("x")).toBe(500);
  });
});

describe("UrlResolutionError", () => {
  it("has the spec's messages and a guard that works by name", () => {
    expect(new UrlResolutionError({ reason: "cms-page-not-found" }).message).toBe(
      "CMS query returned empty result",
    );
    expect(new UrlResolutionError({ reason: "offline-unavailable" }).message).toBe(
      "The product, category or CMS page is not available in Offline mode. Redirecting to Home",
    );
    const foreign = Object.assign(new Error("x"), {
      name: "UrlResolutionError",
      reason: "cms-page-not-found",
    });
    expect(isUrlResolutionError(foreign)).toBe(true);
    expect(isUrlResolutionError(new Error("x"))).toBe(false);
  });
});
