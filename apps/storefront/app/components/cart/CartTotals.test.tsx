import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { CartTotals } from "./CartTotals";

// Tester s23 item 4: „w tym VAT” stood above „Do zapłaty”, the amount it is part of. A Polish shop writes
// the total first and the VAT it contains under it, smaller.
function cartWithServerTotals() {
  const { services } = testServices();
  services.cart.dispatch([
    {
      type: "add",
      product: { sku: "SZA-2892", name: "Żółta chusta", qty: 1, price_incl_tax: 129.99, type_id: "simple" },
    },
    {
      type: "updateTotals",
      itemsAfterPlatformTotals: {},
      totals: null,
      platformTotalSegments: [
        { code: "subtotal", title: "Wartość produktów", value: 129.99 },
        { code: "shipping", title: "Dostawa kurierem", value: 5 },
        { code: "tax", title: "w tym VAT", value: 25.24, area: "taxes" },
        { code: "grand_total", title: "Do zapłaty", value: 134.99, area: "footer" },
      ],
    },
  ]);
  return services;
}

describe("CartTotals", () => {
  it("reads „Do zapłaty 134,99 zł” and under it „w tym VAT 25,24 zł”", () => {
    renderWithShop(<CartTotals />, cartWithServerTotals());
    const rows = [...screen.getByLabelText("Podsumowanie").children].map((row) => row.textContent);
    expect(rows).toEqual([
      "Wartość produktów129,99 zł",
      "Dostawa kurierem5,00 zł",
      "Do zapłaty134,99 zł",
      "w tym VAT25,24 zł",
    ]);
    expect(screen.getByText("w tym VAT").parentElement).toHaveClass("cart-totals__row--included");
  });
});
