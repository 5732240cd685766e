import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AddToCart } from "./AddToCart";

describe("AddToCart", () => {
  it("stays focusable while an add runs (aria-disabled) and ignores clicks until it ends", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const { rerender } = render(<AddToCart sku="SZA-2892" canAdd onAdd={onAdd} />);
    const button = screen.getByRole("button", { name: "Dodaj do koszyka" });
    await user.click(button);
    expect(onAdd).toHaveBeenCalledWith("SZA-2892");
    rerender(<AddToCart sku="SZA-2892" canAdd busy onAdd={onAdd} />);
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
