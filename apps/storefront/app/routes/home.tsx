import { searchCatalog } from "@outlet/transport";
import { ProductTile, type ProductTileData } from "../components/ProductTile";
import { transportForRequest } from "../lib/transport.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Outlet — odzież markowa w cenach outletowych" },
  { name: "description", content: "Sklep outletowy z odzieżą damską, męską i dziecięcą. Ceny w PLN z VAT." },
];

export async function loader() {
  const result = await searchCatalog<{
    sku: string;
    name: string;
    final_price_incl_tax?: number;
    price_incl_tax?: number;
  }>(transportForRequest(), {
    entityType: "product",
    query: {
      _appliedFilters: [
        { attribute: "visibility", value: { in: [2, 3, 4] }, scope: "default" },
        { attribute: "status", value: { in: [0, 1] }, scope: "default" },
      ],
      _appliedSort: [{ field: "created_at", options: "desc" }],
    },
    size: 12,
    includeFields: ["sku", "name", "final_price_incl_tax", "price_incl_tax"],
  });
  const products: ProductTileData[] = result.items.map((item) => ({
    sku: item.sku,
    name: item.name,
    priceInclTax: item.final_price_incl_tax ?? item.price_incl_tax ?? 0,
  }));
  return { products };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="page">
      <h1>Nowa kolekcja</h1>
      <ul className="product-grid" aria-label="Produkty">
        {loaderData.products.map((product) => (
          <ProductTile key={product.sku} product={product} />
        ))}
      </ul>
    </main>
  );
}
