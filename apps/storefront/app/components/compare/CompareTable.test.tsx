import type { Client } from "@outlet/transport";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import type { ProductDoc } from "../../lib/productView";
import { CompareTable, compareColumn } from "./CompareTable";

const shirt = {
  id: 47,
  sku: "KOS-0047",
  name: "Koszula w kratę",
  type_id: "configurable",
  url_path: "koszula-w-krate-47",
  image: "/k/kos.png",
  price_incl_tax: 149.99,
  brand_name: "Outlet Basic",
  stock: { is_in_stock: true, qty: 4 },
  configurable_options: [
    { attribute_code: "color", label: "Kolor", values: [{ value_index: 49, label: "Brązowy" }] },
    {
      attribute_code: "size",
      label: "Rozmiar",
      values: [
        { value_index: 167, label: "XS" },
        { value_index: 168, label: "S" },
      ],
    },
  ],
  configurable_children: [
    {
      id: 471,
      sku: "KOS-0047-BRA-XS",
      status: 1,
      color: 49,
      size: 167,
      price_incl_tax: 149.99,
      image: "/k/kos-xs.png",
      stock: { is_in_stock: true, qty: 2 },
    },
    {
      id: 472,
      sku: "KOS-0047-BRA-S",
      status: 1,
      color: 49,
      size: 168,
      price_incl_tax: 149.99,
      image: "/k/kos-s.png",
      stock: { is_in_stock: true, qty: 2 },
    },
  ],
} as unknown as ProductDoc;

describe("compareColumn", () => {
  it("shows what the compare list stored until the catalogue answers", () => {
    const column = compareColumn({ sku: "SZA-2892", name: "Żółta chusta", price_incl_tax: 59.99 }, null);
    expect(column).toMatchObject({
      name: "Żółta chusta",
      price: 59.99,
      image: null,
      options: [],
      brand: null,
    });
  });

  it("completes the column with the options on offer, brand and stock from the catalogue", () => {
    const column = compareColumn({ sku: "KOS-0047", name: "Koszula w kratę" }, shirt);
    expect(column.options).toEqual([
      { label: "Kolor", values: "Brązowy" },
      { label: "Rozmiar", values: "XS, S" },
    ]);
    expect(column.brand).toBe("Outlet Basic");
    expect(column.availability).toBe("Dostępny");
    expect(column.price).toBe(149.99);
  });

  it("shows the composition and the manufacturer with its addresses (issue 27)", () => {
    const column = compareColumn({ sku: "KOS-0047", name: "Koszula w kratę" }, {
      ...shirt,
      composition: [{ part: null, fibres: [{ fibre: "bawełna", percent: 100 }] }],
      manufacturer: {
        name: "Szwalnia Wisła sp. z o.o.",
        street: "ul. Tkacka 4",
        postcode: "90-001",
        city: "Łódź",
        country: "PL",
        email: "kontakt@szwalnia.example",
        contact_url: null,
      },
    } as typeof shirt);
    expect(column.composition).toBe("100\u00a0% bawełna");
    expect(column.manufacturer).toBe(
      "Szwalnia Wisła sp. z o.o., ul. Tkacka 4, 90-001 Łódź, Polska, kontakt@szwalnia.example",
    );
  });
});

function servicesWith(items: { sku: string; name: string; price_incl_tax?: number }[]) {
  const { services } = testServices();
  services.compare.state.items = items;
  const client = {
    catalog: { product: async ({ value }: { value: string }) => (value === shirt.sku ? shirt : null) },
  } as unknown as Client;
  services.client = async () => client;
  return services;
}

describe("CompareTable", () => {
  it("shows the compared products side by side with their sizes, and an empty state after removing all", async () => {
    const user = userEvent.setup();
    const services = servicesWith([
      { sku: "KOS-0047", name: "Koszula w kratę" },
      { sku: "SZA-2892", name: "Żółta chusta", price_incl_tax: 59.99 },
    ]);
    renderWithShop(
      <>
        <h1 id="compare-title" tabIndex={-1}>
          Porównanie produktów
        </h1>
        <CompareTable />
      </>,
      services,
    );
    const table = await screen.findByRole("table", { name: "Porównywane produkty i ich cechy" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Koszula w kratę", "Żółta chusta"]);
    const sizes = await within(table).findByRole("row", { name: /Rozmiar/ });
    expect(
      within(sizes)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["XS, S", "—"]);
    expect(within(table).getByRole("row", { name: /Marka/ })).toHaveTextContent("Outlet Basic");

    await user.click(screen.getByRole("button", { name: "Usuń z porównania: Koszula w kratę" }));
    expect(services.compare.state.items.map((item) => item.sku)).toEqual(["SZA-2892"]);
    const next = screen.getByRole("button", { name: "Usuń z porównania: Żółta chusta" });
    await vi.waitFor(() => expect(next).toHaveFocus());
    await user.click(next);
    expect(await screen.findByTestId("compare-empty")).toHaveTextContent(
      "Nie masz jeszcze produktów do porównania.",
    );
    await vi.waitFor(() =>
      expect(screen.getByRole("heading", { name: "Porównanie produktów" })).toHaveFocus(),
    );
  });

  it("renders the same loading line before the shopper's stores have started (server and hydration)", () => {
    const services = servicesWith([{ sku: "KOS-0047", name: "Koszula w kratę" }]);
    services.ui.started = false;
    renderWithShop(<CompareTable />, services);
    expect(screen.getByText("Wczytujemy porównywane produkty…")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
