import type { CartLine } from "@outlet/cart-merge";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { CartLineEditor } from "./CartLineEditor";

const line = {
  sku: "SUK-0933-CZA-M",
  parentSku: "SUK-0933",
  name: "Sukienka dzianinowa Alicja",
  qty: 1,
  configuration: { size: { id: "2" } },
  configurable_options: [
    {
      attribute_code: "size",
      label: "Rozmiar",
      values: [
        { value_index: "1", label: "S" },
        { value_index: "2", label: "M" },
      ],
    },
  ],
} as unknown as CartLine;

describe("CartLineEditor", () => {
  it("moves focus into the editor on Zmień and back to Zmień on Anuluj", async () => {
    const user = userEvent.setup();
    renderWithShop(<CartLineEditor line={line} idPrefix="cart-0" />);
    await user.click(screen.getByRole("button", { name: "Zmień" }));
    expect(screen.getByLabelText("Rozmiar")).toHaveFocus();
    expect(screen.getByLabelText("Rozmiar")).toHaveValue("2");
    await user.click(screen.getByRole("button", { name: "Anuluj" }));
    expect(screen.getByRole("button", { name: "Zmień" })).toHaveFocus();
  });

  it("saves the chosen size and gives focus back to Zmień", async () => {
    const user = userEvent.setup();
    const { services } = testServices();
    const configureItem = vi.fn(async () => true);
    services.cart.configureItem = configureItem;
    renderWithShop(<CartLineEditor line={line} idPrefix="cart-0" />, services);
    await user.click(screen.getByRole("button", { name: "Zmień" }));
    await user.selectOptions(screen.getByLabelText("Rozmiar"), "S");
    await user.click(screen.getByRole("button", { name: "Zapisz" }));
    expect(configureItem).toHaveBeenCalledWith(line, { size: { id: "1", attribute_code: "size" } });
    expect(await screen.findByRole("button", { name: "Zmień" })).toHaveFocus();
  });
});
