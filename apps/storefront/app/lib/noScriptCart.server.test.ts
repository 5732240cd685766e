import { describe, expect, it } from "vitest";
import { formFromShop, noScriptCartCookie, noScriptCartIdFrom } from "./noScriptCart.server";

const post = (headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/koszyk/dodaj", { method: "POST", headers });

describe("the cart without JavaScript", () => {
  it("keeps the guest cart id in an HttpOnly cookie scoped to /koszyk", () => {
    expect(noScriptCartCookie("abcDEF12-_", { tls: true })).toBe(
      "outlet_cart=abcDEF12-_; Path=/koszyk; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure",
    );
  });

  it("reads only a well-formed cart id back", () => {
    const withCookie = (cookie: string) => new Request("http://shop/koszyk", { headers: { cookie } });
    expect(noScriptCartIdFrom(withCookie("a=1; outlet_cart=njn2gJzjr2YwUzYl"))).toBe("njn2gJzjr2YwUzYl");
    expect(noScriptCartIdFrom(withCookie("outlet_cart=..%2F..%2Fadmin"))).toBe("");
  });

  it("accepts a form posted by the shop's own page only", () => {
    expect(formFromShop(post({ origin: "http://127.0.0.1:3000" }), "https://outlet.example")).toBe(true);
    expect(formFromShop(post({ origin: "https://outlet.example" }), "https://outlet.example")).toBe(true);
    expect(formFromShop(post({ origin: "https://attacker.example" }), "https://outlet.example")).toBe(false);
    expect(formFromShop(post({}), "https://outlet.example")).toBe(false);
  });
});
