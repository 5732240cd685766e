import { describe, expect, it, vi } from "vitest";
import { claimNoScriptCart } from "./claimNoScriptCart";

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe("claimNoScriptCart", () => {
  it("posts /koszyk/przenies with the page's cookies and gives the lines handed over", async () => {
    const fetch = answering(200, { lines: [{ sku: "SZA-2892", qty: 2, item_id: 7 }] });
    expect(await claimNoScriptCart(fetch)).toEqual([{ sku: "SZA-2892", qty: 2, item_id: 7 }]);
    expect(fetch).toHaveBeenCalledWith(
      "/koszyk/przenies",
      expect.objectContaining({ method: "POST", credentials: "same-origin" }),
    );
  });

  it("gives no lines when the claim failed, the answer is not a list or the network is down", async () => {
    expect(await claimNoScriptCart(answering(503, { lines: [] }))).toEqual([]);
    expect(await claimNoScriptCart(answering(429, { lines: [{ sku: "X", qty: 1 }] }))).toEqual([]);
    expect(await claimNoScriptCart(answering(200, { lines: "none" }))).toEqual([]);
    expect(
      await claimNoScriptCart(
        vi.fn(async () => {
          throw new TypeError("Failed to fetch");
        }),
      ),
    ).toEqual([]);
  });
});
