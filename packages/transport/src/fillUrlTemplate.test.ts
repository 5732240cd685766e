import { describe, expect, it } from "vitest";
import { encodeStrict, fillUrlTemplate, templatePlaceholders } from "./fillUrlTemplate.js";

describe("fillUrlTemplate", () => {
  it("replaces every placeholder with its encoded value", () => {
    expect(
      fillUrlTemplate("/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}", {
        token: "a.b",
        cartId: 1042,
        coupon: "LATO 10",
      }),
    ).toBe("/api/cart/apply-coupon?token=a.b&cartId=1042&coupon=LATO%2010");
  });

  it("replaces all occurrences of a placeholder", () => {
    expect(fillUrlTemplate("/{{id}}/x/{{id}}", { id: 7 })).toBe("/7/x/7");
  });

  it("encodes a value that would add a path segment, a parameter or a fragment", () => {
    expect(fillUrlTemplate("/api/ext/cms-data/layout/{{name}}", { name: "../x?y=1#z" })).toBe(
      "/api/ext/cms-data/layout/..%2Fx%3Fy%3D1%23z",
    );
  });

  it("leaves an empty string for a missing or null value (a token when logged out)", () => {
    expect(fillUrlTemplate("/api/user/me?token={{token}}", { token: null })).toBe("/api/user/me?token=");
    expect(fillUrlTemplate("/api/user/me?token={{token}}", {})).toBe("/api/user/me?token=");
  });

  it("ignores inherited object keys", () => {
    expect(fillUrlTemplate("/{{toString}}", {})).toBe("/");
  });
});

describe("encodeStrict", () => {
  it("encodes !'()* on top of encodeURIComponent", () => {
    expect(encodeStrict("a!b'c(d)e*f")).toBe("a%21b%27c%28d%29e%2Af");
  });

  it("encodes Polish letters as UTF-8", () => {
    expect(encodeStrict("żółć")).toBe("%C5%BC%C3%B3%C5%82%C4%87");
  });
});

describe("templatePlaceholders", () => {
  it("lists the names in order of first appearance", () => {
    expect(templatePlaceholders("/a/{{id}}?token={{token}}&x={{id}}")).toEqual(["id", "token"]);
  });
});
