import { type CartLine, lineRowGrosze, lineUnitGrosze } from "@outlet/cart-merge";
import { formatPrice } from "@outlet/formatting";
import { fromGrosze } from "@outlet/pricing";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useCart, useStarted } from "../../state/shop/useShopState";
import { CartLineEditor } from "./CartLineEditor";
import { CartLinesPlaceholder } from "./CartLinesPlaceholder";
import { CartQuantityStepper } from "./CartQuantityStepper";
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

/** A bin, drawn beside "Usuń" (decorative: the button has its name). */
function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

/**
 * The cart lines with the quantity stepper and a remove button (removal asks for confirmation,
 * transactions.md §4); the same lines on the cart page and in the cart panel.
 *
 * @example
 * <CartLines idPrefix="microcart" />
 */
export function CartLines(props: {
  readonly idPrefix: string;
  readonly readOnly?: boolean;
  /**
   * Lines still on their way (the cart without JavaScript joining): placeholders rather than the empty
   * message or some of the lines. @default false
   */
  readonly pending?: boolean;
  /** Placeholder lines to draw while the cart is not known (the server's hint). @default 1 */
  readonly placeholderLines?: number;
}) {
  const cart = useCart();
  const started = useStarted();
  // Joining lines are added one at a time: the server's placeholders stay until all of them are in, then
  // the lines replace them at once (one line among placeholders moved everything below it twice).
  if (props.pending) return <CartLinesPlaceholder lines={props.placeholderLines ?? 1} />;
  if (cart.items.length === 0) {
    // issue 32: until the browser's cart is loaded, never "Twój koszyk jest pusty." (it was shown for a
    // second on a slow phone, then the lines pushed the page down)
    if (!started) return <CartLinesPlaceholder lines={props.placeholderLines ?? 1} />;
    return <p className="cart__empty">{plTx.cart.empty}</p>;
  }
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
                {String(line.qty)} × {formatPrice(fromGrosze(lineUnitGrosze(line)))}
              </span>
            ) : (
              <div className="cart-line__qty">
                <CartQuantityStepper line={line} name={name} id={id} store={cart.store} />
                <button
                  type="button"
                  className="cart-line__remove"
                  aria-label={plTx.cart.removeOf(name)}
                  onClick={() => cart.store.askRemove(line)}
                >
                  <TrashIcon />
                  <span>{plTx.cart.remove}</span>
                </button>
              </div>
            )}
            <span className="cart-line__price">{formatPrice(fromGrosze(lineRowGrosze(line)))}</span>
          </li>
        );
      })}
    </ul>
  );
}
