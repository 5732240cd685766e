import { formatPrice } from "@outlet/formatting";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { pl } from "../../i18n/pl";
import { plTx } from "../../i18n/pl.transactions";
import { productInformationView } from "../../lib/productInformationView";
import { type ProductDoc, selectionFor, toTile } from "../../lib/productView";
import type { CompareItem } from "../../state/compare/compareStore";
import { useShop } from "../../state/shop/ShopProvider";
import { Price } from "../Price";
import { ProductImage } from "../ProductImage";

/** One compared product as the table shows it: the stored item, completed by the catalogue when loaded. */
export interface CompareColumn {
  readonly sku: string;
  readonly name: string;
  readonly href: string | null;
  readonly image: string | null;
  readonly price: number | null;
  readonly originalPrice: number | null;
  readonly lowestPrice: number | null;
  /** Option label → the values on offer (sizes, colours). */
  readonly options: readonly { readonly label: string; readonly values: string }[];
  readonly brand: string | null;
  readonly availability: string | null;
  /** Fibre composition, or a non-textile's material (after-sales-and-law.md §5). */
  readonly composition: string | null;
  /** The manufacturer's name with its postal and electronic address, on one line. */
  readonly manufacturer: string | null;
}

/**
 * The table column of a compared product: what the compare list stored (sku, name, price, link) and, once
 * the catalogue answered, the image, current price, size and colour options, brand and stock. Pure.
 *
 * @example
 * compareColumn({ sku: "KOS-0047", name: "Koszula w kratę" }, null).options; // []
 */
export function compareColumn(item: CompareItem, doc: ProductDoc | null): CompareColumn {
  const base = {
    sku: item.sku,
    name: item.name ?? item.sku,
    href: item.href ?? null,
    image: item.image || null,
    price: typeof item.price_incl_tax === "number" ? item.price_incl_tax : null,
    originalPrice: null,
    lowestPrice: null,
    options: [],
    brand: null,
    availability: null,
    composition: null,
    manufacturer: null,
  } satisfies CompareColumn;
  if (!doc) return base;
  const tile = toTile(doc);
  const stock = selectionFor(doc, null).stock;
  const options = (doc.configurable_options ?? []).map((option) => ({
    label: String(option.label ?? option.attribute_code ?? ""),
    values: (option.values ?? [])
      .map((value) => String((value as { label?: unknown }).label ?? ""))
      .filter(Boolean)
      .join(", "),
  }));
  const brand = (doc as Record<string, unknown>).brand_name;
  const information = productInformationView(doc);
  const maker = information?.manufacturer ?? null;
  return {
    ...base,
    name: doc.name ?? base.name,
    href: base.href ?? tile.href,
    image: base.image ?? tile.image,
    price: tile.price,
    originalPrice: tile.originalPrice,
    lowestPrice: tile.lowestPrice,
    options,
    brand: typeof brand === "string" && brand ? brand : null,
    availability: pl.product.stock[stock as keyof typeof pl.product.stock] ?? null,
    composition: information?.composition ?? information?.material ?? null,
    manufacturer: maker
      ? [maker.name, ...maker.lines, maker.email ?? maker.contactUrl].filter(Boolean).join(", ")
      : null,
  };
}

/**
 * The compare page's content (transactions.md §2, behaviour.md §13.2: the list is local to this browser).
 * The server and the first browser render show the same loading line (no hydration mismatch); the list
 * appears once the shopper's stores have loaded, and each product is completed from the catalogue.
 *
 * @example
 * <CompareTable />
 */
export function CompareTable() {
  const shop = useShop();
  const compare = useSnapshot(shop.compare.state);
  const { started } = useSnapshot(shop.ui);
  const [mounted, setMounted] = useState(false);
  const [docs, setDocs] = useState<Readonly<Record<string, ProductDoc | null>>>({});
  const requested = useRef(new Set<string>());
  const table = useRef<HTMLElement | null>(null);
  useEffect(() => setMounted(true), []);
  const skus = compare.items.map((item) => item.sku).join("\n");
  useEffect(() => {
    for (const sku of skus ? skus.split("\n") : []) {
      if (requested.current.has(sku)) continue;
      requested.current.add(sku);
      void shop
        .client()
        .then((client) => client.catalog.product({ value: sku }))
        .catch(() => null)
        .then((doc) => setDocs((current) => ({ ...current, [sku]: (doc as ProductDoc | null) ?? null })));
    }
  }, [skus, shop]);

  if (!mounted || !started) return <p className="compare__loading">{plTx.compare.loading}</p>;
  if (compare.items.length === 0)
    return (
      <div className="compare__empty" data-testid="compare-empty">
        <p>{plTx.compare.empty}</p>
        <Link to="/" className="button">
          {plTx.compare.toShop}
        </Link>
      </div>
    );

  const columns = compare.items.map((item) => compareColumn(item, docs[item.sku] ?? null));
  const optionLabels = [
    ...new Set(columns.flatMap((column) => column.options.map((option) => option.label))),
  ];
  const remove = (index: number, column: CompareColumn) => {
    shop.compare.remove(column.sku);
    // Focus to the next product's remove button (the one pressed is gone), else the page heading.
    requestAnimationFrame(() => {
      const buttons = table.current?.querySelectorAll<HTMLButtonElement>("[data-compare-remove]") ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      (next ?? document.getElementById("compare-title"))?.focus();
    });
  };
  return (
    <section
      ref={table}
      className="compare__scroll"
      aria-label={plTx.compare.scroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      data-testid="compare-table"
    >
      <table className="compare__table">
        <caption className="visually-hidden">{plTx.compare.caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.sku} scope="col" data-sku={column.sku}>
                <ProductImage path={column.image} alt="" size="list" className="compare__image" />
                {column.href ? <Link to={column.href}>{column.name}</Link> : <span>{column.name}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{plTx.compare.price}</th>
            {columns.map((column) => (
              <td key={column.sku}>
                {column.price === null ? (
                  plTx.compare.none
                ) : column.image === null ? (
                  formatPrice(column.price)
                ) : (
                  <Price
                    price={column.price}
                    originalPrice={column.originalPrice}
                    lowestPrice={column.lowestPrice}
                  />
                )}
              </td>
            ))}
          </tr>
          {optionLabels.map((label) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {columns.map((column) => (
                <td key={column.sku}>
                  {column.options.find((option) => option.label === label)?.values || plTx.compare.none}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{plTx.compare.brand}</th>
            {columns.map((column) => (
              <td key={column.sku}>{column.brand ?? plTx.compare.none}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{pl.product.information.composition}</th>
            {columns.map((column) => (
              <td key={column.sku}>{column.composition ?? plTx.compare.none}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{pl.product.information.manufacturer}</th>
            {columns.map((column) => (
              <td key={column.sku}>{column.manufacturer ?? plTx.compare.none}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{plTx.compare.availability}</th>
            {columns.map((column) => (
              <td key={column.sku}>{column.availability ?? plTx.compare.none}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{plTx.compare.sku}</th>
            {columns.map((column) => (
              <td key={column.sku}>{column.sku}</td>
            ))}
          </tr>
          <tr>
            <td />
            {columns.map((column, index) => (
              <td key={column.sku}>
                <button
                  type="button"
                  className="button button--link"
                  data-compare-remove
                  aria-label={plTx.compare.removeNamed(column.name)}
                  onClick={() => remove(index, column)}
                >
                  {plTx.compare.remove}
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
