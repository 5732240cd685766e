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
}) {
  const wired = props.onAdd !== undefined;
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button button--primary"
        data-sku={props.sku}
        data-testid="add-to-cart"
        disabled={!props.canAdd || !wired}
        aria-describedby={wired ? undefined : "add-to-cart-note"}
        onClick={() => props.onAdd?.(props.sku)}
      >
        {pl.product.addToCart}
      </button>
      {wired ? null : (
        <p id="add-to-cart-note" className="add-to-cart__note">
          {pl.product.addToCartSoon}
        </p>
      )}
    </div>
  );
}
