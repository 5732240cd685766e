import { type CheckoutFormResult, formatPostcode } from "@outlet/checkout";
import { formatPrice } from "@outlet/formatting";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useSnapshot } from "valtio";
import { plTx, tx } from "../../i18n/pl.transactions";
import { BLIK } from "../../state/checkout/blik";
import { useShop } from "../../state/shop/ShopProvider";
import { useCart, useStarted, useUser } from "../../state/shop/useShopState";
import { CartLines } from "../cart/CartLines";
import { CartTotals } from "../cart/CartTotals";
import { CouponForm } from "../cart/CouponForm";
import { Checkbox, ErrorSummary, Field, focusFirstError, SelectField, TextAreaField } from "../forms/Field";
import { OfflineOrderWaiting } from "../order/OfflineOrderWaiting";
import { useOrderPageRedirect } from "../order/useOrderPageRedirect";
import { InpostLockerFinder } from "./InpostLockerFinder";
import { SavedAddressPicker } from "./SavedAddressPicker";

type AddressSection = "shippingDetails" | "paymentDetails";
const ADDRESS_FIELDS = [
  ["firstName", "given-name"],
  ["lastName", "family-name"],
  ["streetAddress", "address-line1"],
  ["apartmentNumber", "address-line2"],
  ["zipCode", "postal-code"],
  ["city", "address-level2"],
  ["phoneNumber", "tel"],
] as const;

const ADDRESS_KEYS: readonly string[] = [...ADDRESS_FIELDS.map(([field]) => field), "country"];
const INVOICE_KEYS: readonly string[] = ["companyName", "vatId", "street", "house", "zipCode", "city"];

/** What the form shows, for counting only the errors the shopper can see. */
interface ShownSections {
  readonly accountFields: boolean;
  readonly shipping: boolean;
  readonly billing: boolean;
  readonly invoice: boolean;
  readonly blikError: string | null;
  readonly acceptTerms: boolean;
  readonly acceptPrivacy: boolean;
}

/**
 * The number of error messages on screen: the errors of hidden fields (the billing copy of the shipping
 * address, a virtual cart's shipping section, a closed invoice) are not counted. Pure.
 */
export function countShownErrors(errors: CheckoutFormResult | null, shown: ShownSections): number {
  const inKeys = (section: Readonly<Record<string, unknown>>, keys: readonly string[]) =>
    Object.entries(section).filter(([key, message]) => message && keys.includes(key)).length;
  const personal = ["firstName", "lastName", "emailAddress"];
  if (shown.accountFields) personal.push("password", "passwordConfirmation");
  const terms = errors?.terms ? (shown.acceptTerms ? 0 : 1) + (shown.acceptPrivacy ? 0 : 1) : 0;
  return (
    (shown.blikError ? 1 : 0) +
    (errors
      ? inKeys(errors.personal, personal) +
        (shown.shipping ? inKeys(errors.shipping, [...ADDRESS_KEYS, "shippingMethod", "inpostLocker"]) : 0) +
        inKeys(errors.payment, shown.billing ? [...ADDRESS_KEYS, "paymentMethod"] : ["paymentMethod"]) +
        (shown.invoice ? inKeys(errors.invoice, INVOICE_KEYS) : 0) +
        terms
      : 0)
  );
}

const err = (message: string | null | undefined) => (message ? tx(message) : null);

/** The shipping countries (api-contract.md §5.12: the reference shop ships to Poland). */
const COUNTRY_OPTIONS = [{ value: "PL", label: "Polska" }] as const;

/** The address fields of a section (shipping or payment), with the section's errors. */
function AddressFields(props: { readonly section: AddressSection; readonly prefix: string }) {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const details = snap.details[props.section] as unknown as Record<string, string>;
  const errors = (props.section === "shippingDetails" ? snap.errors?.shipping : snap.errors?.payment) as
    | Record<string, string | undefined>
    | undefined;
  return (
    <>
      {ADDRESS_FIELDS.map(([field, autoComplete]) => (
        <Field
          key={field}
          id={`${props.prefix}-${field}`}
          label={plTx.field[field] ?? field}
          value={details[field] ?? ""}
          error={err(errors?.[field])}
          autoComplete={`${props.prefix === "shipping" ? "shipping" : "billing"} ${autoComplete}`}
          required={field !== "phoneNumber"}
          type={field === "phoneNumber" ? "tel" : "text"}
          inputMode={field === "phoneNumber" ? "tel" : field === "zipCode" ? "numeric" : undefined}
          onValueChange={(value) => shop.checkout.setField(props.section, field, value)}
        />
      ))}
      <SelectField
        id={`${props.prefix}-country`}
        label={plTx.field.country ?? ""}
        value={details.country || "PL"}
        options={COUNTRY_OPTIONS}
        error={err(errors?.country)}
        onValueChange={(value) => shop.checkout.setField(props.section, "country", value)}
      />
    </>
  );
}

/**
 * The thank-you state with the order number (transactions.md §2 order confirmation page type).
 *
 * @example
 * {snap.confirmation ? <ThankYou /> : <CheckoutPage />}
 */
export function ThankYou() {
  const shop = useShop();
  const snap = useSnapshot(shop.checkout.state);
  const heading = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const confirmation = snap.confirmation;
  if (!confirmation) return null;
  return (
    <section className="thank-you" aria-labelledby="thank-you-title" data-testid="thank-you">
      <h1 id="thank-you-title" className="page-title" tabIndex={-1} ref={heading}>
        {plTx.checkout.thankYou}
      </h1>
      <p data-testid="order-number">{plTx.checkout.orderNumber(confirmation.orderNumber)}</p>
      {confirmation.grandTotal !== null ? (
        <p>{plTx.checkout.total(formatPrice(confirmation.grandTotal))}</p>
      ) : null}
      {confirmation.redirectUrl ? <p>{plTx.checkout.redirect}</p> : null}
      <Link to="/" className="button">
        {plTx.checkout.backToShop}
      </Link>
    </section>
  );
}

/**
 * The checkout (transactions.md §2, behaviour.md §10): personal details with optional account creation,
 * shipping address and methods, payment methods and the company invoice, comments, consents, the order
 * review and the place-order button, which waits while the order is sent.
 *
 * @example
 * <CheckoutPage />
 */
export function CheckoutPage() {
  const shop = useShop();
  const started = useStarted();
  const cart = useCart();
  const user = useUser();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  const formRef = useRef<HTMLFormElement | null>(null);
  useOrderPageRedirect();

  useEffect(() => {
    shop.checkout.enter();
    return () => shop.checkout.leave();
  }, [shop]);

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
  // chosenShipping() and chosenPayment() read the proxy: reading their inputs through the snapshot makes a
  // new choice re-render the radios (valtio re-renders only for what the render read from the snapshot).
  void d.paymentDetails.paymentMethod;
  void snap.shippingChoice;
  const errors = snap.errors;
  const shippingMethods = d.shippingMethods;
  const chosenShipping = shop.checkout.chosenShipping();
  const payments = shop.checkout.visiblePayments();
  const chosenPayment = shop.checkout.chosenPayment();
  const billingShown = !snap.billingSame || cart.isVirtual;

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
          billing: billingShown,
          invoice: snap.invoice.enabled,
          blikError: snap.blikError,
          acceptTerms: snap.acceptTerms,
          acceptPrivacy: snap.acceptPrivacy,
        })}
        message={errors?.message ? tx(errors.message) : null}
      />

      <fieldset className="checkout__section">
        <legend>{plTx.checkout.personal}</legend>
        <Field
          id="personal-firstName"
          label={plTx.field.firstName ?? ""}
          value={d.personalDetails.firstName}
          error={err(errors?.personal.firstName)}
          autoComplete="given-name"
          required
          onValueChange={(v) => shop.checkout.setField("personalDetails", "firstName", v)}
        />
        <Field
          id="personal-lastName"
          label={plTx.field.lastName ?? ""}
          value={d.personalDetails.lastName}
          error={err(errors?.personal.lastName)}
          autoComplete="family-name"
          required
          onValueChange={(v) => shop.checkout.setField("personalDetails", "lastName", v)}
        />
        <Field
          id="personal-email"
          type="email"
          label={plTx.field.email ?? ""}
          value={d.personalDetails.emailAddress}
          error={err(errors?.personal.emailAddress)}
          autoComplete="email"
          required
          onValueChange={(v) => shop.checkout.setField("personalDetails", "emailAddress", v)}
        />
        {user.isLoggedIn ? null : (
          <Checkbox
            id="personal-createAccount"
            label={plTx.checkout.createAccount}
            checked={d.personalDetails.createAccount}
            onCheckedChange={(v) => shop.checkout.setField("personalDetails", "createAccount", v)}
          />
        )}
        {d.personalDetails.createAccount && !user.isLoggedIn ? (
          <>
            <Field
              id="personal-password"
              type="password"
              label={plTx.field.password ?? ""}
              value={d.personalDetails.password}
              error={err(errors?.personal.password)}
              autoComplete="new-password"
              required
              onValueChange={(v) => shop.checkout.setField("personalDetails", "password", v)}
            />
            <Field
              id="personal-passwordConfirmation"
              type="password"
              label={plTx.field.passwordConfirmation ?? ""}
              value={snap.passwordConfirmation}
              error={err(errors?.personal.passwordConfirmation)}
              autoComplete="new-password"
              required
              onValueChange={(v) => {
                shop.checkout.state.passwordConfirmation = v;
                shop.checkout.fieldChanged("personal", "passwordConfirmation");
              }}
            />
          </>
        ) : null}
      </fieldset>

      {cart.isVirtual ? null : (
        <fieldset className="checkout__section">
          <legend>{plTx.checkout.shipping}</legend>
          <SavedAddressPicker />
          <AddressFields section="shippingDetails" prefix="shipping" />
        </fieldset>
      )}

      {cart.isVirtual ? null : (
        <fieldset
          className="checkout__section"
          aria-describedby={errors?.shipping.shippingMethod ? "shipping-method-error" : undefined}
        >
          <legend>{plTx.checkout.shippingMethod}</legend>
          {shippingMethods.map((method) => {
            const id = `shipping-method-${method.carrier_code}-${method.method_code}`;
            const checked =
              chosenShipping?.carrier_code === method.carrier_code &&
              chosenShipping.method_code === method.method_code;
            return (
              <div key={id} className="field field--radio">
                <input
                  type="radio"
                  id={id}
                  name="shipping-method"
                  checked={checked}
                  onChange={() => void shop.checkout.chooseShipping(method)}
                />
                <label htmlFor={id}>
                  {method.method_title} — {formatPrice(Number(method.price_incl_tax ?? 0))}
                </label>
              </div>
            );
          })}
          {errors?.shipping.shippingMethod ? (
            <p id="shipping-method-error" className="field__error">
              {tx(errors.shipping.shippingMethod)}
            </p>
          ) : null}
          {shop.checkout.isLockerDelivery() ? <InpostLockerFinder /> : null}
        </fieldset>
      )}

      <fieldset
        className="checkout__section"
        aria-describedby={errors?.payment.paymentMethod ? "payment-method-error" : undefined}
      >
        <legend>{plTx.checkout.paymentMethod}</legend>
        {payments.map((method) => {
          const id = `payment-method-${method.code}`;
          return (
            <div key={id} className="field field--radio">
              <input
                type="radio"
                id={id}
                name="payment-method"
                checked={chosenPayment?.code === method.code}
                onChange={() => void shop.checkout.choosePayment(String(method.code))}
              />
              <label htmlFor={id}>
                {method.title}
                {Number(method.cost_incl_tax ?? 0) > 0
                  ? ` (+${formatPrice(Number(method.cost_incl_tax))})`
                  : ""}
              </label>
            </div>
          );
        })}
        {errors?.payment.paymentMethod ? (
          <p id="payment-method-error" className="field__error">
            {tx(errors.payment.paymentMethod)}
          </p>
        ) : null}
        {chosenPayment?.code === BLIK ? (
          <Field
            id="payment-blikCode"
            label={plTx.checkout.blikCode}
            hint={plTx.checkout.blikHint}
            value={snap.blikCode}
            error={err(snap.blikError)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]{6}"
            required
            onValueChange={(value) => {
              shop.checkout.state.blikCode = value;
              shop.checkout.fieldChanged("blik", "blikCode");
            }}
          />
        ) : null}
        {cart.isVirtual ? null : (
          <Checkbox
            id="billing-same"
            label={plTx.checkout.billingSame}
            checked={snap.billingSame}
            onCheckedChange={(v) => {
              shop.checkout.state.billingSame = v;
            }}
          />
        )}
        {billingShown ? (
          <fieldset className="checkout__billing">
            <legend>{plTx.checkout.billingAddress}</legend>
            <AddressFields section="paymentDetails" prefix="billing" />
          </fieldset>
        ) : null}
        <Checkbox
          id="invoice-enabled"
          label={plTx.checkout.invoice}
          checked={snap.invoice.enabled}
          onCheckedChange={(v) => {
            shop.checkout.state.invoice = { ...shop.checkout.state.invoice, enabled: v };
          }}
        />
        {snap.invoice.enabled ? (
          <div className="checkout__invoice">
            {(
              [
                ["companyName", plTx.checkout.companyName, "organization"],
                ["vatId", plTx.checkout.vatId, "off"],
                ["street", plTx.checkout.street, "address-line1"],
                ["house", plTx.checkout.house, "address-line2"],
                ["zipCode", plTx.field.zipCode ?? "", "postal-code"],
                ["city", plTx.field.city ?? "", "address-level2"],
              ] as const
            ).map(([field, label, autoComplete]) => (
              <Field
                key={field}
                id={`invoice-${field}`}
                label={label}
                value={snap.invoice[field]}
                error={err(errors?.invoice[field])}
                autoComplete={autoComplete}
                required
                inputMode={field === "vatId" || field === "zipCode" ? "numeric" : undefined}
                onValueChange={(v) => {
                  const typed =
                    field === "zipCode" ? formatPostcode(v, shop.checkout.state.invoice.country_id) : v;
                  shop.checkout.state.invoice = { ...shop.checkout.state.invoice, [field]: typed };
                  shop.checkout.fieldChanged("invoice", field);
                }}
              />
            ))}
            <SelectField
              id="invoice-country_id"
              label={plTx.field.country ?? ""}
              value={snap.invoice.country_id}
              options={COUNTRY_OPTIONS}
              onValueChange={(value) => {
                shop.checkout.state.invoice = { ...shop.checkout.state.invoice, country_id: value };
              }}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className="checkout__section">
        <legend>{plTx.checkout.comments}</legend>
        <Checkbox
          id="comments-enabled"
          label={plTx.checkout.comments}
          checked={snap.comments.enabled}
          onCheckedChange={(v) => {
            shop.checkout.state.comments = { ...shop.checkout.state.comments, enabled: v };
          }}
        />
        {snap.comments.enabled ? (
          <>
            <TextAreaField
              id="comments-delivery"
              label={plTx.checkout.deliveryComment}
              maxLength={500}
              value={snap.comments.delivery}
              onValueChange={(value) => {
                shop.checkout.state.comments = { ...shop.checkout.state.comments, delivery: value };
              }}
            />
            <TextAreaField
              id="comments-order"
              label={plTx.checkout.orderComment}
              maxLength={1000}
              value={snap.comments.order}
              onValueChange={(value) => {
                shop.checkout.state.comments = { ...shop.checkout.state.comments, order: value };
              }}
            />
          </>
        ) : null}
      </fieldset>

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

      <fieldset className="checkout__section">
        <legend className="visually-hidden">{plTx.checkout.terms}</legend>
        <Checkbox
          id="accept-terms"
          label={plTx.checkout.terms}
          checked={snap.acceptTerms}
          error={errors?.terms && !snap.acceptTerms ? tx(errors.terms) : null}
          onCheckedChange={(v) => {
            shop.checkout.state.acceptTerms = v;
          }}
        />
        <Checkbox
          id="accept-privacy"
          label={plTx.checkout.privacy}
          checked={snap.acceptPrivacy}
          error={errors?.terms && !snap.acceptPrivacy ? tx(errors.terms) : null}
          onCheckedChange={(v) => {
            shop.checkout.state.acceptPrivacy = v;
          }}
        />
      </fieldset>

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
