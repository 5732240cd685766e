import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { CartTotals } from "./CartTotals";

// Tester s23 item 4: „w tym VAT” stood above „Do zapłaty”, the amount it is part of. A Polish shop writes
// the total first and the VAT it contains under it, smaller.
function cartWithServerTotals(delivery = true) {
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
      platformTotalSegments: delivery
        ? [
            { code: "subtotal", title: "Wartość produktów", value: 129.99 },
            { code: "shipping", title: "Dostawa kurierem", value: 5 },
            { code: "tax", title: "w tym VAT", value: 25.24, area: "taxes" },
            { code: "grand_total", title: "Do zapłaty", value: 134.99, area: "footer" },
          ]
        : [
            { code: "subtotal", title: "Wartość produktów", value: 129.99 },
            { code: "tax", title: "w tym VAT", value: 24.31, area: "taxes" },
            { code: "grand_total", title: "Do zapłaty", value: 129.99, area: "footer" },
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

  // The independent pass of session 32: after a cart's first add the panel showed 129,99 zł to pay with no
  // delivery row until the delivery's price came, with no sign it was coming.
  it("says the delivery is coming while its price is asked for after a first add, and the price once it came", async () => {
    const services = cartWithServerTotals(false);
    services.cart.state.deliveryPending = true;
    renderWithShop(<CartTotals />, services);
    const rows = () => [...screen.getByLabelText("Podsumowanie").children].map((row) => row.textContent);
    expect(rows()).toEqual([
      "Wartość produktów129,99 zł",
      "Dostawaliczymy…",
      "Do zapłaty129,99 zł",
      "w tym VAT24,31 zł",
    ]);
    expect(screen.getByLabelText("Podsumowanie")).toHaveAttribute("aria-busy", "true");
    services.cart.state.deliveryPending = false;
    await waitFor(() => expect(rows()).not.toContain("Dostawaliczymy…"));
    expect(screen.getByLabelText("Podsumowanie")).not.toHaveAttribute("aria-busy");
  });
  // The independent pass of session 33: after a removal the totals kept the removed line's value for
  // 1.5–5 s with no sign that they were being counted again.
  it("says the totals are being counted again while the server's no longer count the lines, and not once they do", async () => {
    const services = cartWithServerTotals();
    renderWithShop(<CartTotals />, services);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(/^$/);
    const line = services.cart.getState().cartItems[0];
    if (!line) throw new Error("no line");
    services.cart.dispatch([{ type: "updateQty", product: line, qty: 2 }]);
    await waitFor(() => expect(status).toHaveTextContent("Przeliczamy podsumowanie…"));
    expect(screen.getByLabelText("Podsumowanie")).toHaveAttribute("aria-busy", "true");
    services.cart.dispatch([
      {
        type: "updateTotals",
        itemsAfterPlatformTotals: {},
        totals: null,
        platformTotalSegments: [
          { code: "subtotal", title: "Wartość produktów", value: 259.98 },
          { code: "shipping", title: "Dostawa kurierem", value: 5 },
          { code: "grand_total", title: "Do zapłaty", value: 264.98, area: "footer" },
        ],
      },
    ]);
    await waitFor(() => expect(status).toHaveTextContent(/^$/));
    expect(screen.getByLabelText("Podsumowanie")).not.toHaveAttribute("aria-busy");
    expect(screen.getByText("264,98 zł")).toBeVisible();
  });
});
