import { BLIK } from "@outlet/checkout";
import { formatPrice } from "@outlet/formatting";
import { paymentFeeGrosze } from "@outlet/orders";
import { amountToGrosze } from "@outlet/pricing";
import { useSnapshot } from "valtio";
import { plTx, tx } from "../../i18n/pl.transactions";
import { useShop } from "../../state/shop/ShopProvider";
import { useCart } from "../../state/shop/useShopState";
import { Checkbox, Field } from "../forms/Field";
import { AddressFields } from "./AddressFields";
import { fieldError } from "./checkoutFields";
import { InvoiceFields } from "./InvoiceFields";

/**
 * The payment methods (behaviour.md §10.2) with the BLIK code when BLIK is chosen, the billing address when it differs from the shipping one (always for a virtual cart), and the company invoice.
 *
 * @example
 * <PaymentSection />
 */
export function PaymentSection() {
  const shop = useShop();
  // Controlled inputs read the store: sync renders, or a keystroke can be rendered over by the old value.
  const snap = useSnapshot(shop.checkout.state, { sync: true });
  // a cart turning virtual changes the delivery and the billing form: re-render with it
  void useCart().isVirtual;
  // chosenPayment() reads the proxy: reading its input through the snapshot makes a new choice re-render
  // the radios (valtio re-renders only for what the render read from the snapshot).
  void snap.details.paymentDetails.paymentMethod;
  const errors = snap.errors;
  const payments = shop.checkout.visiblePayments();
  const chosenPayment = shop.checkout.chosenPayment();
  // a pickup or a locker shows no billing form (`@outlet/checkout` isBillingFormShown): the invoice has its own
  void snap.shippingChoice;
  void snap.billingSame;
  const courier = shop.checkout.delivery() === "courier";
  const billingShown = shop.checkout.billingShown();
  return (
    <fieldset
      className="checkout__section"
      aria-describedby={errors?.payment.paymentMethod ? "payment-method-error" : undefined}
    >
      <legend>{plTx.checkout.paymentMethod}</legend>
      {payments.map((method) => {
        const id = `payment-method-${method.code}`;
        // after-sales-and-law.md §7: cash on delivery collected in the store is paid at the till, no fee
        const fee = paymentFeeGrosze(
          String(method.code),
          shop.checkout.chosenShipping()?.carrier_code ?? null,
          amountToGrosze(method.cost_incl_tax),
        );
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
              {fee > 0 ? ` (+${formatPrice(fee / 100)})` : ""}
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
          error={fieldError(snap.blikError)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          pattern="[0-9]{3} ?[0-9]{3}"
          required
          onValueChange={(value) => void shop.checkout.typeBlikCode(value)}
        />
      ) : null}
      {!courier ? null : (
        <Checkbox
          id="billing-same"
          label={plTx.checkout.billingSame}
          checked={snap.billingSame}
          onCheckedChange={(v) => void shop.checkout.setBillingSame(v)}
        />
      )}
      {billingShown ? (
        <fieldset className="checkout__billing">
          <legend>{plTx.checkout.billingAddress}</legend>
          <AddressFields section="paymentDetails" prefix="billing" />
        </fieldset>
      ) : null}
      <InvoiceFields />
    </fieldset>
  );
}
