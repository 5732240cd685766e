import { pl } from "../../i18n/pl";

/**
 * The add-to-cart button. The cart itself belongs to the transactions issue, which wires `onAdd`; until
 * then the button is labelled as not yet available. It is disabled when the product cannot be added
 * (behaviour.md §9.6: unknown price or a product error).
 */
export function AddToCart(props: {
  readonly sku: string;
  readonly canAdd: boolean;
  readonly onAdd?: ((sku: string) => void) | undefined;
  /** Why the product cannot be added (shown and announced with the disabled button). @default none */
  readonly reason?: string | undefined;
  /** An add is running: the button stays focusable (aria-disabled) and ignores clicks. @default false */
  readonly busy?: boolean;
}) {
  const wired = props.onAdd !== undefined;
  const reason = wired && !props.canAdd ? props.reason : undefined;
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary"
        data-sku={props.sku}
        data-testid="add-to-cart"
        disabled={!props.canAdd || !wired}
        // Not `disabled` while adding: a disabled button drops keyboard focus to <body>.
        aria-disabled={props.busy || undefined}
        aria-describedby={!wired ? "add-to-cart-note" : reason ? "add-to-cart-reason" : undefined}
        onClick={() => {
          if (!props.busy) props.onAdd?.(props.sku);
        }}
      >
        {pl.product.addToCart}
      </button>
      {reason ? (
        <p id="add-to-cart-reason" className="add-to-cart__reason" data-testid="add-to-cart-reason">
          {reason}
        </p>
      ) : null}
      {wired ? null : (
        <p id="add-to-cart-note" className="add-to-cart__note">
          {pl.product.addToCartSoon}
        </p>
      )}
    </div>
  );
}
