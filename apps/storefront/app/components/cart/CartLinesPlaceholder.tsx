import { pl } from "../../i18n/pl";

/**
 * Grey lines of a line's height while the cart loads, announced once as loading (at least one).
 *
 * @example
 * <CartLinesPlaceholder lines={2} />
 */
export function CartLinesPlaceholder(props: { readonly lines: number }) {
  return (
    <div className="cart-lines cart-lines--loading" aria-busy="true" data-testid="cart-lines-loading">
      <p className="visually-hidden" role="status">
        {pl.shared.cart.loading}
      </p>
      {Array.from({ length: Math.max(1, props.lines) }, (_, i) => `placeholder-${i}`).map((key) => (
        <div key={key} className="cart-line cart-line--placeholder" aria-hidden="true">
          <span className="cart-line__placeholder-thumb" />
          <span className="cart-line__placeholder-text" />
        </div>
      ))}
    </div>
  );
}
