import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "react-router";
import { useSnapshot } from "valtio";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useUser } from "../../state/shop/useShopState";
import { NewsletterPopup } from "../account/NewsletterPopup";
import { WishlistButton, WishlistPanel } from "../account/Wishlist";
import { CompareLink } from "../compare/CompareLink";
import { ConsentNotice } from "../consent/ConsentNotice";
import { FooterNewsletter } from "../layout/FooterNewsletter";
import { Microcart, MicrocartButton } from "./Microcart";
import { RemoveConfirm } from "./RemoveConfirm";

/** The header's shopper links: account, the wishlist button (with its count) and the cart button. */
function HeaderShopperLinks(props: {
  readonly wishlistOpen: boolean;
  readonly onWishlistToggle: () => void;
}) {
  const user = useUser();
  return (
    <>
      <Link
        to={user.isLoggedIn ? "/account" : "/login"}
        className="header-link account-link"
        data-testid="account-link"
      >
        {user.isLoggedIn ? plTx.account.myAccount : plTx.account.login}
      </Link>
      <WishlistButton open={props.wishlistOpen} onToggle={props.onWishlistToggle} />
      <CompareLink />
      <MicrocartButton />
    </>
  );
}

/** The sign-up modal after a failed token refresh (behaviour.md §11.5). */
function SignupModal() {
  const shop = useShop();
  const { signupModal } = useSnapshot(shop.user.state);
  const ref = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (signupModal && !dialog.open) dialog.showModal?.();
    if (!signupModal && dialog.open) dialog.close();
  }, [signupModal]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="signup-title"
      onClose={() => shop.user.closeSignupModal()}
    >
      <h2 id="signup-title">{plTx.account.loginTitle}</h2>
      <p>{plTx.account.signupModal}</p>
      <div className="dialog__actions">
        <Link to="/login" className="button button--primary" onClick={() => shop.user.closeSignupModal()}>
          {plTx.account.login}
        </Link>
        <Link to="/register" className="button" onClick={() => shop.user.closeSignupModal()}>
          {plTx.account.register}
        </Link>
        <button type="button" className="button button--link" onClick={() => shop.user.closeSignupModal()}>
          {plTx.account.close}
        </button>
      </div>
    </dialog>
  );
}

/**
 * The question after reconnection when orders were placed offline (behaviour.md §10.8): confirm sends them
 * (both queues and a cart reload), cancel deletes them.
 */
function OfflineOrdersDialog() {
  const shop = useShop();
  const { offlineOrders } = useSnapshot(shop.checkout.state);
  const ref = useRef<HTMLDialogElement | null>(null);
  const open = offlineOrders.length > 0;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="offline-orders-title">
      <h2 id="offline-orders-title">{tx("Order waiting!")}</h2>
      <p>{tx("Click here to confirm the order that you made offline.")}</p>
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => void shop.confirmOfflineOrders()}
        >
          {plTx.checkout.placeOrder}
        </button>
        <button type="button" className="button" onClick={() => void shop.checkout.cancelOfflineOrders()}>
          {plTx.cart.cancel}
        </button>
      </div>
    </dialog>
  );
}

/**
 * Everything shopper-specific that lives outside the page: the header links (mounted into the header
 * after hydration, so the server HTML never carries a cart), the microcart and wishlist panels, the removal
 * confirmation, the sign-up modal, the newsletter popup and the cookie notice.
 *
 * @example
 * <ShopperOverlays />
 */
export function ShopperOverlays() {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [wishlistOpen, setWishlistOpen] = useState(false);
  const closeWishlist = useCallback(() => setWishlistOpen(false), []);
  // Only whether the microcart is open: reading the whole cart here (`useCart`) re-rendered every overlay
  // below (about 20 components) on each change of the cart's lines or totals — six times while the lines
  // of a cart filled without JavaScript joined (issue 29). The overlays read the cart themselves.
  const shop = useShop();
  const cart = { store: shop.cart, isOpen: useSnapshot(shop.cart.state).cart.isMicrocartOpen };
  // The address a panel was opened at. A slow navigation changes the address first and renders the new
  // page later; a panel opened in between belongs to the new page and stays open when that page arrives.
  const openedOn = useRef<string | null>(null);
  // One side panel at a time: opening the microcart closes the wishlist panel, and the other way round.
  useEffect(() => {
    if (cart.isOpen) setWishlistOpen(false);
  }, [cart.isOpen]);
  useEffect(() => {
    if (cart.isOpen || wishlistOpen) openedOn.current = window.location.pathname;
  }, [cart.isOpen, wishlistOpen]);
  const location = useLocation();
  // Leaving the page (a link in a toast, the header, the browser's back button) closes the side panels:
  // a panel left open on the next page covers it and catches its clicks.
  useEffect(() => {
    if (openedOn.current === location.pathname) return;
    cart.store.toggleMicrocart(false);
    setWishlistOpen(false);
  }, [location.pathname, cart.store]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the header slot changes with the layout
  useEffect(() => {
    setSlot(document.getElementById("header-shopper"));
  }, [location.pathname]);
  return (
    <>
      {slot
        ? createPortal(
            <HeaderShopperLinks
              wishlistOpen={wishlistOpen}
              onWishlistToggle={() => {
                cart.store.toggleMicrocart(false);
                setWishlistOpen((open) => !open);
              }}
            />,
            slot,
          )
        : null}
      <Microcart />
      <WishlistPanel open={wishlistOpen} onClose={closeWishlist} />
      <RemoveConfirm />
      <SignupModal />
      <OfflineOrdersDialog />
      <NewsletterPopup />
      <ConsentNotice />
      <FooterNewsletter />
    </>
  );
}
