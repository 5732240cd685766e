import { formatPrice } from "@outlet/formatting";
import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { plTx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import type { WishlistItem } from "../../state/wishlist/wishlistStore";
import { useModalPanel } from "../cart/useModalPanel";
import { ProductImage } from "../ProductImage";

/**
 * The wishlist's products (behaviour.md §13.1: removal is local first, the server follows when logged in),
 * each with its picture, link, price and a remove button, and what `renderAdd` draws beside it (the `/wishlist`
 * page's "Do koszyka", as on a listing tile). Used by `/wishlist` and the wishlist panel.
 *
 * @example
 * <WishlistItems onNavigate={close} />
 */
export function WishlistItems(props: {
  readonly onNavigate?: () => void;
  readonly renderAdd?: (item: WishlistItem, name: string) => ReactNode;
}) {
  const shop = useShop();
  const wishlist = useSnapshot(shop.wishlist.state);
  if (wishlist.items.length === 0) return <p>{plTx.wishlist.empty}</p>;
  return (
    <ul className="wishlist__items" data-testid="wishlist-items">
      {wishlist.items.map((item) => {
        const name = item.name ?? item.sku;
        return (
          <li key={item.sku} data-sku={item.sku} className="wishlist__item">
            <span className="wishlist__thumb">
              <ProductImage path={item.image || undefined} alt="" size="cart" />
            </span>
            <span className="wishlist__text">
              {item.href ? (
                <Link to={item.href} onClick={props.onNavigate}>
                  {name}
                </Link>
              ) : (
                <span>{name}</span>
              )}
              {typeof item.price_incl_tax === "number" ? (
                <span className="wishlist__price">{formatPrice(item.price_incl_tax)}</span>
              ) : null}
            </span>
            <span className="wishlist__actions">
              {props.renderAdd?.(item, name)}
              <button
                type="button"
                className="button button--link"
                aria-label={`${plTx.wishlist.remove}: ${name}`}
                onClick={() => void shop.wishlist.remove(item.sku)}
              >
                {plTx.wishlist.remove}
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The header's wishlist button with its count; it opens the wishlist panel (transactions.md §2).
 *
 * @example
 * <WishlistButton open={open} onToggle={() => setOpen(!open)} />
 */
export function WishlistButton(props: { readonly open: boolean; readonly onToggle: () => void }) {
  const shop = useShop();
  const wishlist = useSnapshot(shop.wishlist.state);
  return (
    <button
      type="button"
      className="header-link wishlist-button"
      data-testid="wishlist-button"
      aria-expanded={props.open}
      aria-controls="wishlist-panel"
      aria-label={plTx.wishlist.link(wishlist.items.length)}
      onClick={props.onToggle}
    >
      {plTx.wishlist.title} <span data-testid="wishlist-count">{wishlist.items.length}</span>
    </button>
  );
}

/**
 * The wishlist panel (transactions.md §2): the products and a link to `/wishlist`. A modal side panel like the
 * microcart: focus moves into it, Tab stays inside, Escape closes it and focus goes back to the opener.
 *
 * @example
 * <WishlistPanel open={open} onClose={() => setOpen(false)} />
 */
export function WishlistPanel(props: { readonly open: boolean; readonly onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const { open, onClose } = props;
  const { panelRef, onKeyDown } = useModalPanel({
    open,
    onClose,
    initialFocus: heading,
    fallbackSelector: '[data-testid="wishlist-button"]',
  });
  if (!open) return null;
  return (
    <aside
      id="wishlist-panel"
      ref={panelRef}
      className="microcart wishlist-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby="wishlist-panel-title"
      data-testid="wishlist-panel"
      onKeyDown={onKeyDown}
    >
      <div className="microcart__head">
        <h2 id="wishlist-panel-title" tabIndex={-1} ref={heading}>
          {plTx.wishlist.title}
        </h2>
        <button type="button" className="button button--link" onClick={onClose}>
          {plTx.wishlist.close}
        </button>
      </div>
      <WishlistItems onNavigate={onClose} />
      <div className="microcart__actions">
        <Link to="/wishlist" className="button" onClick={onClose}>
          {plTx.wishlist.all}
        </Link>
      </div>
    </aside>
  );
}
