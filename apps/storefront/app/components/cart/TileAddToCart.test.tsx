import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { TileAddToCart } from "./TileAddToCart";

describe("TileAddToCart", () => {
  it("keeps focus on the button while the add runs and ignores a second click", async () => {
    const user = userEvent.setup();
    const { services } = testServices();
    let finish: (added: number) => void = () => {};
    const addBySku = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    services.addBySku = addBySku;
    renderWithShop(<TileAddToCart sku="SZA-2892" name="Żółta chusta" />, services);
    const button = screen.getByRole("button", { name: /Żółta chusta/ });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toBeEnabled();
    await user.click(button);
    expect(addBySku).toHaveBeenCalledTimes(1);
    finish(1);
    await vi.waitFor(() => expect(button).not.toHaveAttribute("aria-disabled"));
    expect(button).toHaveFocus();
  });
});
