import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { plTx, tx } from "../../i18n/pl.transactions";
import { loadPhoneRule } from "../../state/checkout/phoneRule";
import { useShop } from "../../state/shop/ShopProvider";
import { useCart, useStarted, useUser } from "../../state/shop/useShopState";
import { CartLines } from "../cart/CartLines";
import { CartTotals } from "../cart/CartTotals";
import { CouponForm } from "../cart/CouponForm";
import { ErrorSummary, focusFirstError, useKeepEarlyInput } from "../forms/Field";
import { OfflineOrderWaiting } from "../order/OfflineOrderWaiting";
import { useOrderPageRedirect } from "../order/useOrderPageRedirect";
import { AddressFields } from "./AddressFields";
import { CommentsSection } from "./CommentsSection";
import { countShownErrors } from "./checkoutFields";
import { LockerRecipientSection } from "./LockerRecipientSection";
import { PaymentSection } from "./PaymentSection";
import { PersonalDetailsSection } from "./PersonalDetailsSection";
import { PickupSection } from "./PickupSection";
import { SavedAddressPicker } from "./SavedAddressPicker";
import { ShippingMethodSection } from "./ShippingMethodSection";
import { TermsSection } from "./TermsSection";
import { ThankYou } from "./ThankYou";

/**
 * The checkout (transactions.md §2, behaviour.md §10): personal details with optional account creation,
 * shipping address and methods, payment methods and the company invoice, comments, consents, the order
 * review and the place-order button, which waits while the order is sent.
 *
 * @example
 * <CheckoutPage />
 */
export function CheckoutPage(props: {
  /** The company controlling the shopper's data, named beside the privacy policy. @default none */
  readonly controller?: string | null | undefined;
}) {
  const shop = useShop();
  const started = useStarted();
  const cart = useCart();
  const user = useUser();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const formRef = useRef<HTMLFormElement | null>(null);
  useOrderPageRedirect();

  useEffect(() => {
    // The phone's numbering plan (issue 29: not in the page's initial JavaScript), ready before a submit.
    void loadPhoneRule().catch(() => undefined);
    shop.checkout.enter();
    return () => shop.checkout.leave();
  }, [shop]);
  // what the shopper typed before the page's scripts ran (after `enter`, which sets the details' state)
  useKeepEarlyInput(formRef);

  useEffect(() => {
    if (!started) return;
    // behaviour.md §9.10: the checkout page loads the cart with the client state forced, then totals.
    void shop.cart
      .runCommands([
        { type: "sync", forceClientState: true, dryRun: false, mergeQty: false, forceSync: false },
      ])
      .then(() => shop.cart.syncTotals({ forceServerSync: true, methodsData: shop.checkout.methodsData() }));
  }, [started, shop]);

  if (snap.confirmation) return <ThankYou />;
  if (snap.queuedOrder) return <OfflineOrderWaiting />;

  const d = snap.details;
  const errors = snap.errors;
  // chosenShipping() reads the proxy: reading its input through the snapshot re-renders on a new choice
  void snap.shippingChoice;
  void snap.details.shippingMethods;
  void snap.billingSame;
  void snap.details.paymentMethods;
  const delivery = shop.checkout.delivery();
  const pickup = delivery === "pickup";
  const billingShown = shop.checkout.billingShown();

  if (started && cart.items.length === 0) {
    return (
      <section className="checkout checkout--empty">
        <h1 className="page-title" tabIndex={-1}>
          {plTx.checkout.title}
        </h1>
        <p>{tx("Your cart must not be empty to enter the checkout.")}</p>
        <Link to="/" className="button">
          {plTx.checkout.backToShop}
        </Link>
      </section>
    );
  }

  return (
    <form
      ref={formRef}
      className="checkout"
      noValidate
      aria-busy={snap.placing}
      onSubmit={async (event) => {
        event.preventDefault();
        const outcome = await shop.checkout.placeOrder();
        if (outcome === "blocked" || outcome === "invalid") focusFirstError(formRef.current);
      }}
    >
      <h1 className="page-title" tabIndex={-1}>
        {plTx.checkout.title}
      </h1>
      <ErrorSummary
        count={countShownErrors(errors, {
          accountFields: d.personalDetails.createAccount && !user.isLoggedIn,
          shipping: !cart.isVirtual,
          pickup,
          locker: delivery === "locker",
          billing: billingShown,
          invoice: snap.invoice.enabled,
          blikError: snap.blikError,
          acceptTerms: snap.acceptTerms,
          acceptDigital: snap.acceptDigital,
        })}
        message={errors?.message ? tx(errors.message) : null}
      />

      <PersonalDetailsSection />

      {/* the delivery first: a store pickup asks no address, a locker needs one to bill (issue 12) */}
      <ShippingMethodSection />

      {cart.isVirtual ? null : pickup ? (
        <PickupSection />
      ) : delivery === "locker" ? (
        <LockerRecipientSection />
      ) : (
        <fieldset className="checkout__section">
          <legend>{plTx.checkout.shipping}</legend>
          <SavedAddressPicker />
          <AddressFields section="shippingDetails" prefix="shipping" />
        </fieldset>
      )}

      <PaymentSection />

      <CommentsSection />

      <section className="checkout__section checkout__review" aria-labelledby="review-title">
        <h2 id="review-title">{plTx.checkout.review}</h2>
        <CartLines idPrefix="checkout" readOnly />
        {snap.inpostLocker && shop.checkout.isLockerDelivery() ? (
          <p data-testid="review-locker">
            {plTx.checkout.lockerChosen(
              `${snap.inpostLocker.code}, ${snap.inpostLocker.street}, ${snap.inpostLocker.postcode} ${snap.inpostLocker.city}`,
            )}
          </p>
        ) : null}
        <CouponForm idPrefix="checkout" />
        <CartTotals />
      </section>

      <TermsSection controller={props.controller} />

      <button
        type="submit"
        className="button button--primary checkout__place"
        data-testid="place-order"
        disabled={snap.placing || !started}
        aria-disabled={snap.placing || !started}
      >
        {snap.placing ? plTx.checkout.placing : plTx.checkout.placeOrder}
      </button>
    </form>
  );
}
