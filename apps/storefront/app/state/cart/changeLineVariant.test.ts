import type { CartLine } from "@outlet/cart-merge";
import type { Client } from "@outlet/transport";
import { HttpError, toApiError } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { changeLineVariant, variantChangeMessage } from "./changeLineVariant";

const line = { sku: "KOS-0047-BRA-XS", parentSku: "KOS-0047", qty: 3, server_item_id: 7 } as CartLine;

function client(answer: "ok" | "refused") {
  const calls: string[] = [];
  const cart = {
    update: async (item: { sku: string; qty: number }) => {
      calls.push(`update ${item.sku} ${item.qty}`);
      if (answer === "refused") {
        const result = { message: "Dostępnych jest tylko 2 szt.", issues: [] };
        throw new HttpError(
          400,
          { method: "POST", path: "/api/cart/update" },
          { code: 400, result },
          toApiError(400, result),
        );
      }
      return { item_id: 8, sku: item.sku, qty: item.qty };
    },
    delete: async (item: { item_id: number }) => {
      calls.push(`delete ${item.item_id}`);
      return true;
    },
  };
  return { client: { cart } as unknown as Client, calls };
}

describe("changeLineVariant (issue 12)", () => {
  it("keeps the old line on the server when the API refuses, and returns its reason", async () => {
    const { client: api, calls } = client("refused");
    expect(await changeLineVariant(api, line, { sku: "KOS-0047-BRA-S" })).toEqual({
      ok: false,
      message: "Dostępnych jest tylko 2 szt.",
    });
    expect(calls).toEqual(["update KOS-0047-BRA-S 3"]);
  });

  it("adds the new variant first, then deletes the old line", async () => {
    const { client: api, calls } = client("ok");
    expect(await changeLineVariant(api, line, { sku: "KOS-0047-BRA-M" })).toEqual({
      ok: true,
      serverItemId: 8,
      qty: 3,
      stored: {},
    });
    expect(calls).toEqual(["update KOS-0047-BRA-M 3", "delete 7"]);
  });
});

describe("variantChangeMessage", () => {
  const options = [
    { attribute_code: "color", label: "Kolor" },
    { attribute_code: "size", label: "Rozmiar" },
  ];
  it("says which option changed from what to what", () => {
    expect(
      variantChangeMessage(
        { color: { id: "59", label: "Brązowy" }, size: { id: "167", label: "XS" } },
        { color: { id: "59", label: "Brązowy" }, size: { id: "169", label: "M" } },
        options,
      ),
    ).toBe("Zmieniono rozmiar z XS na M.");
    expect(
      variantChangeMessage(
        { color: { id: "59", label: "Brązowy" }, size: { id: "167", label: "XS" } },
        { color: { id: "57", label: "Różowy" }, size: { id: "168", label: "S" } },
        options,
      ),
    ).toBe("Zmieniono kolor z Brązowy na Różowy i rozmiar z XS na S.");
  });
});
