import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { memo, Profiler } from "react";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import type { ShopServices } from "../../state/shop/createShopServices";
import { ShopContext, ShopHandleContext } from "../../state/shop/shopContext";
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

/** How many times the memoised tile below drew its button. */
const tileDraws = { count: 0 };
const countDraw = () => {
  tileDraws.count += 1;
};

/** A listing's tile as it is: memoised, so only a context the button reads can draw it again. */
const MemoTile = memo(function MemoTile() {
  return (
    <Profiler id="tile" onRender={countDraw}>
      <TileAddToCart sku="SZA-2892" name="Żółta chusta" />
    </Profiler>
  );
});

describe("TileAddToCart when the shopper services arrive (issue 29)", () => {
  it("is not drawn again: a listing's 50 buttons stay out of the commit that brings the services", () => {
    const { services } = testServices();
    const handle = { current: () => services, ensure: () => services, load: async () => services };
    tileDraws.count = 0;
    const page = (current: ShopServices | null) => (
      <MemoryRouter>
        <ShopHandleContext.Provider value={handle}>
          <ShopContext.Provider value={current}>
            <MemoTile />
          </ShopContext.Provider>
        </ShopHandleContext.Provider>
      </MemoryRouter>
    );
    const { rerender } = render(page(null));
    expect(tileDraws.count).toBe(1);
    rerender(page(services));
    expect(tileDraws.count).toBe(1);
    expect(screen.getByRole("button", { name: /Żółta chusta/ })).toBeInTheDocument();
  });
});

/** Alicja's variants: yellow XS and M sold out, white M sold out, pink all in stock. */
const alicja = {
  id: 933,
  sku: "SUK-0933",
  name: "Sukienka dzianinowa Alicja",
  type_id: "configurable",
  url_path: "sukienka-dzianinowa-alicja-933",
  configurable_options: [
    {
      attribute_code: "color",
      label: "Kolor",
      values: [
        { value_index: 54, label: "Żółty" },
        { value_index: 50, label: "Biały" },
        { value_index: 57, label: "Różowy" },
      ],
    },
    {
      attribute_code: "size",
      label: "Rozmiar",
      values: [
        { value_index: 167, label: "XS" },
        { value_index: 168, label: "S" },
        { value_index: 169, label: "M" },
      ],
    },
  ],
  configurable_children: [
    ["ZOL-XS", 54, 167, false],
    ["ZOL-S", 54, 168, true],
    ["ZOL-M", 54, 169, false],
    ["BIA-XS", 50, 167, true],
    ["BIA-S", 50, 168, true],
    ["BIA-M", 50, 169, false],
    ["ROZ-XS", 57, 167, true],
    ["ROZ-S", 57, 168, true],
    ["ROZ-M", 57, 169, true],
  ].map(([sku, color, size, inStock], index) => ({
    id: 9330 + index,
    sku: `SUK-0933-${sku}`,
    status: 1,
    color,
    size,
    price_incl_tax: 113.81,
    stock: { is_in_stock: inStock, qty: inStock ? 1 : 0 },
  })),
};

describe("TileAddToCart on a configurable product", () => {
  // The picker is a lazy chunk (issue 29); these tests are about what it does, so its module is compiled
  // before the first one (a cold transform on a loaded machine outlasts the dialog's wait).
  beforeAll(async () => {
    await import("./QuickAddPicker");
  });

  function setup(props: { childSku?: string; fixedColors?: string[] } = {}) {
    const { services } = testServices();
    const addFound = vi.fn(async () => 1);
    const findProduct = vi.fn(async () => alicja as never);
    services.addFound = addFound;
    services.findProduct = findProduct;
    renderWithShop(
      <TileAddToCart
        sku="SUK-0933"
        childSku={props.childSku ?? "SUK-0933-BIA-XS"}
        fixedColors={props.fixedColors ?? []}
        name="Sukienka dzianinowa Alicja"
      />,
      services,
    );
    return { addFound, findProduct };
  }

  it("asks for the size: only sizes in stock of the colour shown, and adds the size picked", async () => {
    const user = userEvent.setup();
    const { addFound } = setup();
    const opener = screen.getByRole("button", { name: /Sukienka dzianinowa Alicja/ });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: /Wybierz rozmiar/ });
    expect(addFound).not.toHaveBeenCalled();
    // The tile shows white: white's sizes in stock are XS and S (M is sold out), once the product is loaded.
    expect(await screen.findByRole("radio", { name: "Biały" })).toBeChecked();
    const sizes = () => [...dialog.querySelectorAll(".quick-add__size")].map((b) => b.textContent);
    expect(sizes()).toEqual(["XS", "S"]);
    await user.click(screen.getByRole("radio", { name: "Żółty" }));
    expect(sizes()).toEqual(["S"]);
    await user.click(screen.getByRole("radio", { name: "Różowy" }));
    expect(sizes()).toEqual(["XS", "S", "M"]);
    await user.click(screen.getByRole("button", { name: "M" }));
    expect(addFound).toHaveBeenCalledWith(alicja, "SUK-0933-ROZ-M");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // focus goes back in the panel's effect, which runs after the commit that removed the dialog
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it("is keyboard-usable: focus moves to the first size, Escape closes and focus returns", async () => {
    const user = userEvent.setup();
    setup();
    const opener = screen.getByRole("button", { name: /Sukienka dzianinowa Alicja/ });
    opener.focus();
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "XS" })).toHaveFocus());
    expect(opener).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await vi.waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  it("has no picker in the page until it is first opened (its code loads then)", async () => {
    const user = userEvent.setup();
    setup();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector(".quick-add")).toBeNull();
    await user.click(screen.getByRole("button", { name: /Sukienka dzianinowa Alicja/ }));
    expect(await screen.findByRole("dialog", { name: /Wybierz rozmiar/ })).toBeVisible();
  });

  it("offers no colour choice when the listing's filter fixes the colour", async () => {
    const user = userEvent.setup();
    setup({ childSku: "SUK-0933-ZOL-S", fixedColors: ["54"] });
    await user.click(screen.getByRole("button", { name: /Sukienka dzianinowa Alicja/ }));
    const dialog = await screen.findByRole("dialog");
    await vi.waitFor(() => expect(dialog.querySelectorAll(".quick-add__size")).toHaveLength(1));
    expect(screen.queryByRole("radio")).toBeNull();
    expect(dialog).toHaveTextContent("Kolor: Żółty");
  });
});
