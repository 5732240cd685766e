import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { TileData } from "../../lib/productView";
import { ProductTile } from "./ProductTile";

const tile: TileData = {
  sku: "SUK-0193",
  parentSku: "SUK-0193",
  childSku: null,
  fixedColors: [],
  name: "Sukienka lniana",
  href: "/sukienka-lniana-193",
  image: "no_selection",
  price: 129.99,
  originalPrice: null,
  lowestPrice: null,
  flags: [{ id: 9, name: "Nowości" }],
  soldOut: false,
};

let current: TileData = tile;

function TileRoute() {
  return (
    <ul>
      <ProductTile product={current} />
    </ul>
  );
}

const Stub = createRoutesStub([{ path: "/", Component: TileRoute }]);

function renderTile(product: TileData) {
  current = product;
  return render(<Stub initialEntries={["/"]} />);
}

describe("ProductTile", () => {
  it("offers the add button while something is in stock", () => {
    renderTile(tile);
    expect(screen.getByRole("button", { name: "Dodaj do koszyka: Sukienka lniana" })).toHaveTextContent(
      "Do koszyka",
    );
    expect(screen.queryByText("Wyprzedane")).toBeNull();
  });

  it("shows an entirely sold-out product as Wyprzedane, without the add button (issue 32)", () => {
    renderTile({ ...tile, soldOut: true });
    expect(screen.getByText("Wyprzedane")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Dodaj do koszyka/ })).toBeNull();
  });

  it("shows the name, the flag and the price formatted for pl-PL", () => {
    renderTile(tile);
    expect(screen.getByRole("heading", { name: "Sukienka lniana" })).toBeInTheDocument();
    expect(screen.getByText("Nowości")).toBeInTheDocument();
    expect(screen.getByText(/^129,99\s?zł$/)).toBeInTheDocument();
  });

  it("shows the placeholder for no_selection images, lazily", () => {
    const { container } = renderTile(tile);
    // The lazy loader (catalogue.md §9) takes it; jsdom has no IntersectionObserver, so it loads at once.
    const image = container.querySelector("img.lazy-image");
    expect(image).toHaveAttribute("src", "/placeholder.svg");
    expect(image).toHaveAttribute("data-lazy", "loading");
    expect(image).toHaveAttribute("width", "600");
  });

  it("strikes the regular price and names the 30-day lowest price next to a reduction", () => {
    renderTile({ ...tile, image: "/s/suk.png", price: 99.99, originalPrice: 129.99, lowestPrice: 119.99 });
    expect(screen.getByText(/^129,99\s?zł$/).tagName).toBe("S");
    expect(screen.getByText(/Najniższa cena z 30 dni przed obniżką: 119,99\s?zł/)).toBeInTheDocument();
    const image = document.querySelector("img");
    expect(image?.getAttribute("srcset")).toBe(
      "/img/150/150/resize/s/suk.png 150w, /img/600/828/resize/s/suk.png 600w",
    );
  });
});
