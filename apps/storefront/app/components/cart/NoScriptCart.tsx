import { formatPrice } from "@outlet/formatting";
import { plTx } from "../../i18n/pl.transactions";

/** The guest cart of a shopper without JavaScript, as the cart page's loader read it. */
export interface NoScriptCartView {
  readonly lines: readonly {
    readonly sku: string;
    readonly name: string;
    readonly options: string;
    readonly qty: number;
    readonly rowTotal: number;
  }[];
  readonly grandTotal: number;
}

/**
 * The cart page for a browser without JavaScript (issue 15): inside `<noscript>`, so only such a browser
 * shows it (and then hides the live cart, which needs the scripts). It lists the lines added with the
 * product page's form and says why ordering needs JavaScript. Styled by the global sheet (`styles.css`):
 * the cart's own sheet comes with the scripts.
 *
 * @example
 * <NoScriptCart cart={{ lines: [{ sku: "A-S", name: "Bluzka", options: "Rozmiar: S", qty: 1, rowTotal: 114.99 }], grandTotal: 114.99 }} />
 */
export function NoScriptCart(props: { readonly cart: NoScriptCartView | null }) {
  const { cart } = props;
  if (!cart || cart.lines.length === 0) return null;
  return (
    <noscript>
      <style>{".cart-page__live{display:none}"}</style>
      <ul className="noscript-cart" data-testid="noscript-cart">
        {cart.lines.map((line) => (
          <li key={line.sku} className="noscript-cart__line cart-line" data-sku={line.sku}>
            <span>
              <span className="noscript-cart__name">{line.name}</span>
              {line.options ? <span className="noscript-cart__options">{line.options}</span> : null}
            </span>
            <span className="noscript-cart__qty" data-testid="line-qty">
              {line.qty} {plTx.cart.pieces} · {formatPrice(line.rowTotal)}
            </span>
          </li>
        ))}
      </ul>
      <p className="noscript-cart__total">
        <span>{plTx.cart.segment.grand_total}</span>
        <span>{formatPrice(cart.grandTotal)}</span>
      </p>
      <p className="noscript-cart__note">{plTx.cart.noScript.checkout}</p>
    </noscript>
  );
}
