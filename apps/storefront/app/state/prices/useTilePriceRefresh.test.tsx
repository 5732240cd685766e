import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TileData } from "../../lib/productView";
import type { ShopServices } from "../shop/createShopServices";
import { ShopContext } from "../shop/shopContext";
import { useTilePriceRefresh } from "./useTilePriceRefresh";

const tile = (sku: string, price: number): TileData => ({
  sku,
  parentSku: sku,
  childSku: null,
  fixedColors: [],
  name: `Produkt ${sku}`,
  href: `/p/${sku}`,
  image: `/${sku}.jpg`,
  price,
  originalPrice: null,
  lowestPrice: null,
  flags: [],
  soldOut: false,
});

/**
 * render-list's item: `final` and `regular` gross, their net parts in the tax adjustments (VAT 23 %); a
 * final price below the regular one is a special price.
 */
const item = (sku: string, final: number, regular: number) => {
  const net = (gross: number) => Math.round((gross / 1.23) * 100) / 100;
  const special = final < regular ? final : null;
  return {
    sku,
    price_info: {
      final_price: final,
      regular_price: regular,
      special_price: special,
      extension_attributes: {
        tax_adjustments: {
          final_price: net(final),
          regular_price: net(regular),
          special_price: special === null ? null : net(special),
        },
      },
    },
  };
};

function servicesAnswering(items: readonly unknown[]) {
  const renderList = vi.fn(async () => ({ items }));
  const services = { client: async () => ({ stock: { renderList } }) } as unknown as ShopServices;
  return { services, renderList };
}

function Tiles(props: {
  readonly tiles: readonly TileData[];
  readonly drawn: (tiles: readonly TileData[]) => void;
}) {
  const shown = useTilePriceRefresh(props.tiles);
  props.drawn(shown);
  return (
    <ul>
      {shown.map((shownTile) => (
        <li
          key={shownTile.sku}
        >{`${shownTile.sku}: ${shownTile.price}${shownTile.originalPrice ? ` (było ${shownTile.originalPrice})` : ""}`}</li>
      ))}
    </ul>
  );
}

describe("useTilePriceRefresh", () => {
  const tiles = [tile("SUK-1", 199.99), tile("SUK-2", 89.99)];

  it("draws the tiles with the current price and the crossed-out one when render-list has a newer price", async () => {
    const { services } = servicesAnswering([item("SUK-1", 149.99, 199.99), item("SUK-2", 89.99, 89.99)]);
    render(
      <ShopContext.Provider value={services}>
        <Tiles tiles={tiles} drawn={() => undefined} />
      </ShopContext.Provider>,
    );
    expect(await screen.findByText("SUK-1: 149.99 (było 199.99)")).toBeTruthy();
    expect(screen.getByText("SUK-2: 89.99")).toBeTruthy();
  });

  it("does not draw the listing again when render-list confirms the prices drawn (issue 29)", async () => {
    const { services, renderList } = servicesAnswering([
      item("SUK-1", 199.99, 199.99),
      item("SUK-2", 89.99, 89.99),
    ]);
    const drawn: (readonly TileData[])[] = [];
    render(
      <ShopContext.Provider value={services}>
        <Tiles tiles={tiles} drawn={(shown) => drawn.push(shown)} />
      </ShopContext.Provider>,
    );
    await waitFor(() => expect(renderList).toHaveBeenCalledWith({ skus: ["SUK-1", "SUK-2"] }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toBe(tiles);
  });
});
