import type { CartLine } from "@outlet/cart-merge";
import { formatPrice } from "@outlet/formatting";
import { fromGrosze, toGrosze } from "@outlet/pricing";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useCart } from "../../state/shop/useShopState";
import { CartLineEditor } from "./CartLineEditor";
import { CartThumbnail } from "./CartThumbnail";

function lineName(line: CartLine): string {
  return String(line.name ?? line.sku ?? "");
}

function lineOptions(line: CartLine): string {
  const options = (line.totals as { options?: unknown } | undefined)?.options ?? line.options;
  if (!Array.isArray(options)) return "";
  return options
    .map(
      (option: { label?: unknown; value?: unknown }) =>
        `${String(option.label ?? "")}: ${String(option.value ?? "")}`,
    )
    .join(", ");
}

function lineTotal(line: CartLine): number {
  const totals = line.totals as { row_total_incl_tax?: number } | undefined;
  if (typeof totals?.row_total_incl_tax === "number") return totals.row_total_incl_tax;
  return fromGrosze(toGrosze(Number(line.price_incl_tax ?? 0)) * Number(line.qty ?? 0));
}

/**
 * The cart lines with quantity change and removal (removal asks for confirmation, transactions.md §4).
 *
 * @example
 * <CartLines idPrefix="microcart" />
 */
export function CartLines(props: { readonly idPrefix: string; readonly readOnly?: boolean }) {
  const cart = useCart();
  if (cart.items.length === 0) return <p className="cart__empty">{plTx.cart.empty}</p>;
  return (
    <ul className="cart-lines">
      {cart.items.map((line, index) => {
        const name = lineName(line);
        const id = `${props.idPrefix}-qty-${index}`;
        const errors = Object.values(line.errors ?? {}).filter(Boolean) as string[];
        return (
          <li key={String(line.checksum ?? line.sku)} className="cart-line" data-sku={String(line.sku)}>
            <CartThumbnail line={line} />
            <div className="cart-line__info">
              {typeof line.href === "string" ? (
                <a href={line.href} className="cart-line__name">
                  {name}
                </a>
              ) : (
                <span className="cart-line__name">{name}</span>
              )}
              {lineOptions(line) ? <span className="cart-line__options">{lineOptions(line)}</span> : null}
              {props.readOnly ? null : <CartLineEditor line={line} idPrefix={`${props.idPrefix}-${index}`} />}
              {errors.map((error) => (
                <span key={error} className="cart-line__error">
                  {tx(error)}
                </span>
              ))}
            </div>
            {props.readOnly ? (
              <span className="cart-line__qty" data-testid="line-qty">
                {String(line.qty)} × {formatPrice(Number(line.price_incl_tax ?? 0))}
              </span>
            ) : (
              <div className="cart-line__qty">
                <label htmlFor={id} className="visually-hidden">
                  {plTx.cart.quantityOf(name)}
                </label>
                <input
                  id={id}
                  type="number"
                  min={0}
                  max={999}
                  inputMode="numeric"
                  data-testid="line-qty"
                  value={String(line.qty ?? 1)}
                  onChange={(event) => {
                    const qty = Number.parseInt(event.target.value, 10);
                    if (Number.isFinite(qty)) void cart.store.updateQuantity(line, qty);
                  }}
                />
                <button
                  type="button"
                  className="button button--link"
                  aria-label={plTx.cart.removeOf(name)}
                  onClick={() => cart.store.askRemove(line)}
                >
                  {plTx.cart.remove}
                </button>
              </div>
            )}
            <span className="cart-line__price">{formatPrice(lineTotal(line))}</span>
          </li>
        );
      })}
    </ul>
  );
}
