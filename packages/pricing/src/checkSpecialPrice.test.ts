import { describe, expect, it } from "vitest";
import { checkSpecialPrice } from "./checkSpecialPrice";

const base = { price: 199.99, specialPrice: null, specialFrom: null, specialTo: null };

describe("checkSpecialPrice", () => {
  it("accepts a price alone and a lower special price with a one-day window", () => {
    expect(checkSpecialPrice(base)).toEqual([]);
    expect(
      checkSpecialPrice({
        ...base,
        specialPrice: 149.99,
        specialFrom: "2026-11-27",
        specialTo: "2026-11-27",
      }),
    ).toEqual([]);
  });

  it("refuses a special price that is not lower than the price, at the special price", () => {
    expect(checkSpecialPrice({ ...base, specialPrice: 199.99 })).toEqual([
      {
        field: "specialPrice",
        reason: "special-price-not-lower",
        message: "Cena promocyjna musi być niższa od ceny regularnej.",
      },
    ]);
  });

  it("refuses a zero price and amounts finer than a grosz", () => {
    expect(checkSpecialPrice({ ...base, price: 0 }).map((p) => [p.field, p.reason])).toEqual([
      ["price", "price-invalid"],
    ]);
    expect(checkSpecialPrice({ ...base, specialPrice: 10.001 }).map((p) => p.reason)).toEqual([
      "special-price-invalid",
    ]);
  });

  it("refuses unreadable dates and dates without a special price, each at its field", () => {
    expect(
      checkSpecialPrice({ ...base, specialPrice: 99, specialFrom: "2026-02-30", specialTo: "jutro" }).map(
        (p) => [p.field, p.reason],
      ),
    ).toEqual([
      ["specialFrom", "date-invalid"],
      ["specialTo", "date-invalid"],
    ]);
    expect(checkSpecialPrice({ ...base, specialTo: "2026-12-01" })[0]).toMatchObject({
      field: "specialTo",
      reason: "dates-without-special-price",
    });
  });

  it("refuses a window that ends before it starts, and reads a time-less end as the whole day", () => {
    expect(
      checkSpecialPrice({ ...base, specialPrice: 99, specialFrom: "2026-12-02", specialTo: "2026-12-01" }),
    ).toEqual([
      {
        field: "specialTo",
        reason: "window-reversed",
        message: "Koniec promocji nie może być wcześniejszy niż jej początek.",
      },
    ]);
    expect(
      checkSpecialPrice({
        ...base,
        specialPrice: 99,
        specialFrom: "2026-12-01 18:00:00",
        specialTo: "2026-12-01",
      }),
    ).toEqual([]);
  });
});
