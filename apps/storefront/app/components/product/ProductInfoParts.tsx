import { formatPrice } from "@outlet/formatting";
import { pl } from "../../i18n/pl";
import type { ProductPageData } from "../../lib/catalogViews";
import type { ProductDoc, selectionFor } from "../../lib/productView";
import { shopConfig } from "../../lib/shopConfig";

/**
 * The product's flags ("Nowość", "Wyprzedaż", …) above its name; nothing without flags.
 *
 * @example
 * <ProductFlags flags={data.product.flags} />
 */
export function ProductFlags(props: { readonly flags: ProductDoc["flags"] }) {
  const flags = props.flags ?? [];
  if (flags.length === 0) return null;
  return (
    <ul className="product__flags" aria-label="Wyróżnienia">
      {flags.map((flag) => (
        <li key={flag.id} className={`flag flag--${flag.id}`}>
          {flag.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a bundle or a grouped product holds: each item with its link, quantity and price.
 *
 * @example
 * <ProductContents data={data} />
 */
export function ProductContents(props: { readonly data: ProductPageData }) {
  const { data } = props;
  if (data.linked.length === 0) return null;
  return (
    <section className="product__contents" aria-labelledby="contents-title">
      <h2 id="contents-title">
        {data.product.type_id === "bundle" ? pl.product.bundleContents : pl.product.groupedContents}
      </h2>
      <ul>
        {data.linked.map((item) => (
          <li key={item.sku}>
            {item.href ? <a href={item.href}>{item.name}</a> : item.name} — {item.qty} {pl.product.quantity},{" "}
            {formatPrice(item.price)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The product's facts: the sku of the variant shown, the brand and the material when known.
 *
 * @example
 * <ProductFacts sku="SUK-0193-M" brand="Outlet" material="Bawełna" />
 */
export function ProductFacts(props: {
  readonly sku: string;
  readonly brand: string | null;
  readonly material: string | null | undefined;
}) {
  return (
    <dl className="product__details">
      <dt>{pl.product.sku}</dt>
      <dd>{props.sku}</dd>
      {props.brand ? (
        <>
          <dt>{pl.product.brand}</dt>
          <dd>{props.brand}</dd>
        </>
      ) : null}
      {props.material ? (
        <>
          <dt>{pl.product.material}</dt>
          <dd>{props.material}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The stock line of the variant shown: "Ostatnie sztuki: N" at or below the shop's last-items count,
 * else the stock state's Polish text. Pure.
 *
 * @example
 * stockLabel(selection); // "Dostępny"
 */
export function stockLabel(selection: ReturnType<typeof selectionFor>): string {
  return selection.stock === "ok" &&
    selection.qty !== null &&
    selection.qty > 0 &&
    selection.qty <= shopConfig.lastItemsQty
    ? pl.product.lastItems(selection.qty)
    : pl.product.stock[selection.stock];
}
