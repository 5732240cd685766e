import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProductTile } from "./ProductTile";

describe("ProductTile", () => {
  it("shows the name and the price formatted for pl-PL", () => {
    render(
      <ul>
        <ProductTile product={{ sku: "SUK-0193", name: "Sukienka lniana", priceInclTax: 129.99 }} />
      </ul>,
    );
    expect(screen.getByRole("heading", { name: "Sukienka lniana" })).toBeInTheDocument();
    expect(screen.getByText(/^129,99\s?zł$/)).toBeInTheDocument();
  });
});
