import { describe, expect, it } from "vitest";
import { arrivedOrders, newOrdersMessage } from "./newOrders";

describe("arrivedOrders", () => {
  it("counts the growth of the total for the same query", () => {
    expect(arrivedOrders({ key: "k", total: 40, ids: ["000000040"] }, { key: "k", total: 43, ids: [] })).toBe(
      3,
    );
  });

  it("counts nothing when the total shrank or stayed", () => {
    expect(arrivedOrders({ key: "k", total: 40, ids: [] }, { key: "k", total: 39, ids: [] })).toBe(0);
    expect(arrivedOrders({ key: "k", total: 40, ids: [] }, { key: "k", total: 40, ids: [] })).toBe(0);
  });

  it("counts nothing after the person's own change of filters, sort or page, nor on the first read", () => {
    expect(arrivedOrders({ key: "a", total: 40, ids: [] }, { key: "b", total: 90, ids: [] })).toBe(0);
    expect(arrivedOrders(null, { key: "a", total: 90, ids: [] })).toBe(0);
  });

  it("past the count cap, counts rows numbered above every row read before", () => {
    const before = { key: "k", total: undefined, ids: ["000000105", "000000104"] };
    const after = { key: "k", total: undefined, ids: ["000000107", "000000106", "000000105"] };
    expect(arrivedOrders(before, after)).toBe(2);
  });
});

describe("newOrdersMessage", () => {
  it("says the count with the Polish plural", () => {
    expect(newOrdersMessage(1)).toBe("1 nowe zamówienie");
    expect(newOrdersMessage(3)).toBe("3 nowe zamówienia");
    expect(newOrdersMessage(5)).toBe("5 nowych zamówień");
    expect(newOrdersMessage(12)).toBe("12 nowych zamówień");
    expect(newOrdersMessage(22)).toBe("22 nowe zamówienia");
  });
});
