import { describe, expect, it } from "vitest";
import { needsCartId, needsToken, prepareUrl } from "./prepareUrl.js";
import { isQueueError } from "./queueError.js";

const base = { token: "", cartId: null } as const;

describe("prepareUrl", () => {
  it("substitutes {{token}} and {{cartId}}", () => {
    expect(
      prepareUrl("/api/cart/pull?token={{token}}&cartId={{cartId}}", { token: "tok", cartId: "c9" }),
    ).toEqual({
      ok: true,
      url: "/api/cart/pull?token=tok&cartId=c9",
      headers: {},
    });
  });

  it("replaces every occurrence of a placeholder", () => {
    const result = prepareUrl("/a/{{cartId}}/b?cartId={{cartId}}", { ...base, cartId: "x" });
    expect(result.ok && result.url).toBe("/a/x/b?cartId=x");
  });

  it("URL-encodes substituted values", () => {
    const result = prepareUrl("/api/cart/apply-coupon?coupon={{coupon}}&token={{token}}", {
      token: "a+b/c",
      cartId: null,
      params: { coupon: "LATO 10&20%" },
    });
    expect(result.ok && result.url).toBe("/api/cart/apply-coupon?coupon=LATO%2010%2620%25&token=a%2Bb%2Fc");
  });

  it("substitutes numeric params such as {{pageSize}}", () => {
    const result = prepareUrl("/api/user/order-history?pageSize={{pageSize}}&currentPage={{currentPage}}", {
      ...base,
      params: { pageSize: 20, currentPage: 1 },
    });
    expect(result.ok && result.url).toBe("/api/user/order-history?pageSize=20&currentPage=1");
  });

  it("puts an empty token when logged out", () => {
    const result = prepareUrl("/api/cart/pull?token={{token}}", base);
    expect(result.ok && result.url).toBe("/api/cart/pull?token=");
  });

  it("fails with the spec's message when {{cartId}} has no cart id", () => {
    const result = prepareUrl("/api/cart/pull?cartId={{cartId}}", base);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(isQueueError(result.error)).toBe(true);
    expect(result.error.reason).toBe("missing-cart-id");
    expect(result.error.message).toBe(
      "Error executing sync task /api/cart/pull?cartId={{cartId}} the required cartId argument is null. Re-creating shopping cart synchro.",
    );
  });

  it("treats an empty cart id as missing", () => {
    expect(prepareUrl("/api/cart/pull?cartId={{cartId}}", { ...base, cartId: "" }).ok).toBe(false);
  });

  it("fails on a placeholder without a value", () => {
    const result = prepareUrl("/api/review/{{id}}", base);
    expect(!result.ok && result.error.reason).toBe("missing-url-parameter");
  });

  it("prefixes apiUrl to a URL that starts with /", () => {
    const result = prepareUrl("/api/stock/check?sku=A", { ...base, apiUrl: "https://api.sklep.pl/" });
    expect(result.ok && result.url).toBe("https://api.sklep.pl/api/stock/check?sku=A");
  });

  it("leaves an absolute URL alone", () => {
    const result = prepareUrl("https://other.example/x", { ...base, apiUrl: "https://api.sklep.pl" });
    expect(result.ok && result.url).toBe("https://other.example/x");
  });

  it("replaces storeCode with the current store in multistore mode", () => {
    const result = prepareUrl("/api/cart/pull?storeCode=pl&cartId=1", {
      ...base,
      multistore: true,
      storeCode: "de",
    });
    expect(result.ok && result.url).toBe("/api/cart/pull?cartId=1&storeCode=de");
  });

  it("appends no storeCode when the store code is empty", () => {
    const result = prepareUrl("/api/cart/pull?storeCode=pl", { ...base, multistore: true, storeCode: "" });
    expect(result.ok && result.url).toBe("/api/cart/pull");
  });

  it("does not touch storeCode without multistore", () => {
    const result = prepareUrl("/api/x?storeCode=pl", { ...base, storeCode: "de" });
    expect(result.ok && result.url).toBe("/api/x?storeCode=pl");
  });

  it("strips token from the query in header mode, keeping the other parameters in order", () => {
    const result = prepareUrl("/api/cart/pull?a=1&token={{token}}&cartId={{cartId}}#top", {
      token: "tok",
      cartId: "c1",
      tokenInHeader: true,
    });
    expect(result).toEqual({
      ok: true,
      url: "/api/cart/pull?a=1&cartId=c1#top",
      headers: { Authorization: "Bearer tok" },
    });
  });

  it("sends no Authorization header without a token", () => {
    const result = prepareUrl("/api/cart/pull?token={{token}}", { ...base, tokenInHeader: true });
    expect(result).toEqual({ ok: true, url: "/api/cart/pull", headers: {} });
  });
});

describe("needsCartId / needsToken", () => {
  it("detects the placeholders", () => {
    expect(needsCartId("/x?cartId={{cartId}}")).toBe(true);
    expect(needsCartId("/x?token={{token}}")).toBe(false);
    expect(needsToken("/x?token={{token}}")).toBe(true);
    expect(needsToken("/x")).toBe(false);
  });
});
