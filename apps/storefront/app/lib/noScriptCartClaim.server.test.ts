// @vitest-environment node
import { startTestApi, type TestApi } from "@outlet/tooling/testing";
import { createClient } from "@outlet/transport";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToNoScriptCart } from "./noScriptCart.server";
import { claimNoScriptCart, dropNoScriptCartCookie } from "./noScriptCartClaim.server";

// The claim against a real reference API (fresh database, seeded catalogue) on an ephemeral port.
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { RATE_LIMITS: "off" } });
}, 120_000);

afterAll(() => api?.stop());

const clientFor = (cartId: string) =>
  createClient({
    apiOrigin: api.origin,
    environment: "server",
    ...(cartId ? { getCartId: () => cartId } : {}),
  });

/** A cart filled as the form without JavaScript fills it: one post per sku. */
async function noScriptCart(...skus: string[]): Promise<string> {
  let cartId = "";
  for (const sku of skus) {
    const form = new FormData();
    form.set("sku", sku);
    const added = await addToNoScriptCart(clientFor, cartId, form);
    if (!added.ok) throw new Error(`could not add ${sku}: ${added.problem}`);
    cartId = added.cartId;
  }
  return cartId;
}

describe("claimNoScriptCart", () => {
  it("hands over each line with its quantity and empties the cart, so a second claim gets nothing", async () => {
    const cartId = await noScriptCart("SZA-2892", "KOS-0047-BRA-XS", "SZA-2892");
    const claimed = await claimNoScriptCart(clientFor(cartId));
    expect(claimed.complete).toBe(true);
    expect(claimed.lines.map((line) => [line.sku, line.qty])).toEqual([
      ["SZA-2892", 2],
      ["KOS-0047-BRA-XS", 1],
    ]);
    // the other cart's id does not travel with its lines
    expect(JSON.stringify(claimed.lines)).not.toContain(cartId);
    expect(await clientFor(cartId).cart.pull()).toEqual([]);
    expect(await claimNoScriptCart(clientFor(cartId))).toEqual({ lines: [], complete: true });
  }, 30_000);

  it("gives each line to one of two claims made at once", async () => {
    const cartId = await noScriptCart("SZA-2892", "KOS-0047-BRA-XS");
    const [first, second] = await Promise.all([
      claimNoScriptCart(clientFor(cartId)),
      claimNoScriptCart(clientFor(cartId)),
    ]);
    const skus = [...first.lines, ...second.lines].map((line) => line.sku).sort();
    expect(skus).toEqual(["KOS-0047-BRA-XS", "SZA-2892"]);
  }, 30_000);

  it("throws when the cart cannot be read", async () => {
    await expect(claimNoScriptCart(clientFor("no-such-cart-00000000"))).rejects.toThrow();
  });
});

describe("dropNoScriptCartCookie", () => {
  it("expires the cookie with the path and flags that set it", () => {
    expect(dropNoScriptCartCookie({ tls: false })).toBe(
      "outlet_cart=; Path=/koszyk; Max-Age=0; HttpOnly; SameSite=Lax",
    );
    expect(dropNoScriptCartCookie({ tls: true })).toBe(
      "outlet_cart=; Path=/koszyk; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    );
  });
});
