import { describe, expect, it } from "vitest";
import { lineAsShipped, type OrderItem, unitsToShip, withdrawnBeforeDispatchNote } from "./orderDetail";

const item = (qty_canceled?: number): OrderItem => ({
  item_id: 7,
  sku: "SZA-2892",
  name: "Żółta chusta",
  qty_ordered: 3,
  ...(qty_canceled === undefined ? {} : { qty_canceled }),
  price_incl_tax: 129.99,
  row_total_incl_tax: 389.97,
});

describe("a line with units withdrawn before dispatch", () => {
  it("packs only the units left", () => {
    expect(unitsToShip(item(1))).toBe(2);
    expect(unitsToShip(item())).toBe(3);
  });

  it("shows the units that ship and their total, the dropped unit out at the price it was refunded", () => {
    expect(lineAsShipped(item(1))).toEqual({ qty: 2, total: 259.98 });
    expect(lineAsShipped({ ...item(1), row_total_incl_tax: 100 })).toEqual({ qty: 2, total: 66.66 });
    expect(lineAsShipped(item(3))).toEqual({ qty: 0, total: 0 });
    expect(lineAsShipped(item())).toEqual({ qty: 3, total: 389.97 });
  });

  it("says how many left the order, and that they are not packed", () => {
    expect(withdrawnBeforeDispatchNote(item(1))).toBe(
      "Odstąpienie przed wysyłką: 1 szt. usunięto z zamówienia (nie pakować)",
    );
    expect(withdrawnBeforeDispatchNote(item(0))).toBeNull();
  });
});
