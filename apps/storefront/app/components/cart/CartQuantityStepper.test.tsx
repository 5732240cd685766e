import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PAGE_LEAVING } from "../../lib/pageLeaving";
import type { ShopServices } from "../../state/shop/createShopServices";
import { CartQuantityStepper } from "./CartQuantityStepper";

const line = { sku: "SZA-2892", name: "Żółta chusta", qty: 3, price_incl_tax: 129.99, type_id: "simple" };

/** A cart store that records the quantities asked for; each change settles when `release` is called. */
function recordingStore() {
  const asked: number[] = [];
  const kept: number[] = [];
  const releases: (() => void)[] = [];
  const store = {
    keepQuantity: (_line: unknown, qty: number) => {
      kept.push(qty);
    },
    updateQuantity: (_line: unknown, qty: number) => {
      asked.push(qty);
      return new Promise<void>((resolve) => releases.push(resolve));
    },
  } as unknown as ShopServices["cart"];
  return { store, asked, kept, release: () => releases.shift()?.() };
}

function renderStepper(store: ShopServices["cart"]) {
  render(<CartQuantityStepper line={line} name="Żółta chusta" id="qty-0" store={store} />);
  return screen.getByLabelText("Ilość: Żółta chusta");
}

// The independent pass of session 34: each key sent its own update, so typing 12 over 3 sent 1 first, and
// with a slow API the field showed 1 for 6 s before 12 went out.
describe("CartQuantityStepper", () => {
  it("keeps 12 typed in the field and sends it once, when typing pauses, and shows it until it settled", async () => {
    const { store, asked, release } = recordingStore();
    const field = renderStepper(store);
    const user = userEvent.setup();
    await user.tripleClick(field);
    await user.keyboard("12");
    expect(field).toHaveValue(12);
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked).toEqual([12]), { timeout: 2000 });
    // the change is out: the field still says what was typed, not the line's 3
    expect(field).toHaveValue(12);
    release();
    await waitFor(() => expect(field).toHaveValue(3));
  });

  it("sends at once on Enter and when the field is left", async () => {
    const { store, asked } = recordingStore();
    const field = renderStepper(store);
    fireEvent.change(field, { target: { value: "5" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(asked).toEqual([5]);
    fireEvent.change(field, { target: { value: "7" } });
    fireEvent.blur(field);
    expect(asked).toEqual([5, 7]);
  });

  it("hands what is typed to the cart to keep when the page is left (a tab closed right after typing)", () => {
    const { store, asked, kept } = recordingStore();
    const field = renderStepper(store);
    fireEvent.change(field, { target: { value: "4" } });
    window.dispatchEvent(new Event(PAGE_LEAVING));
    expect(kept).toEqual([4]);
    expect(asked).toEqual([]);
  });

  it("shows the line's quantity again for a blank field, sending nothing", () => {
    const { store, asked } = recordingStore();
    const field = renderStepper(store);
    fireEvent.change(field, { target: { value: "" } });
    fireEvent.blur(field);
    expect(asked).toEqual([]);
    expect(field).toHaveValue(3);
  });

  it("steps + from a typed quantity not sent yet", () => {
    const { store, asked } = recordingStore();
    const field = renderStepper(store);
    fireEvent.change(field, { target: { value: "8" } });
    fireEvent.click(screen.getByTestId("line-qty-increase"));
    expect(asked).toEqual([9]);
  });
});
