import { describe, expect, it } from "vitest";
import { plTx, transactionMessages, tx } from "./pl.transactions";

// Every message of transactions.md §5 and §8 (and behaviour.md §9–§13) that a shopper can see.
const SPEC_MESSAGES = [
  "Product price is unknown, product cannot be added to the cart!",
  "The product is out of stock and cannot be added to the cart!",
  "The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.",
  "Only {maxQuantity} products of this type are available.",
  "In stock!",
  "Out of the stock!",
  "Product has been added to the cart!",
  "Product quantity has been updated!",
  "Proceed to checkout",
  "Account data has successfully been updated",
  "Password has successfully been changed",
  "You're logged out",
  "Reset password feature does not work while offline!",
  "You've entered an incorrect coupon code. Please try again.",
  "Some of the ordered products are not available!",
  "Order waiting!",
  "Click here to confirm the order that you made offline.",
  "Internal validation error. Please check if all required fields are filled in. Please contact us on {email}",
  "The order can not be transfered because of server error. Order has been queued",
  "This order has already been submitted.",
  "Processing order...",
  "Stock check in progress, please wait while available stock quantities are checked",
  "Error refreshing user token. User is not authorized to access the resource",
  "Internal Application error while refreshing the tokens. Please clear the storage and refresh page.",
  "Error with response - bad content-type!",
  "Unhandled error, wrong response format!",
  "Error while sending reset password e-mail",
  "You need to be logged in to see this page",
  "FB: not loaded",
  "FB: invalid auth response",
  "Field is required",
  "Must be greater than 0",
  "Name must have at least 2 letters.",
  "Name must have at least 3 letters.",
  "Phone number must have at least 2 digits.",
  "Tax ID must have at least 3 letters.",
  "Zip-code must have at least 3 letters.",
  "Password must have at least 8 letters.",
  "Passwords must be identical.",
  "Please provide valid e-mail address.",
  "Accepts only alphabet characters.",
  "Please provide valid city name",
  "You must accept the terms and conditions and the privacy policy.",
  "The checkout form is not filled properly.",
  "Your cart must not be empty to enter the checkout.",
  "Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.",
  "Some products you've ordered are out of stock. Your order has been canceled.",
];

describe("transactionMessages", () => {
  it("translates every shopper-facing message of the spec", () => {
    expect(SPEC_MESSAGES.filter((key) => transactionMessages[key] === undefined)).toEqual([]);
  });

  it("fills placeholders", () => {
    expect(tx("Only {maxQuantity} products of this type are available.", { maxQuantity: 2 })).toBe(
      "Dostępna liczba sztuk tego produktu: 2.",
    );
    expect(
      tx(
        "Internal validation error. Please check if all required fields are filled in. Please contact us on {email}",
        { email: "sklep@example.pl" },
      ),
    ).toContain("sklep@example.pl");
  });

  it("passes an unknown (already Polish) server message through", () => {
    expect(tx("Popraw zaznaczone pola.")).toBe("Popraw zaznaczone pola.");
  });
});

describe("plTx.common.errorSummary (issue 12: Polish plurals)", () => {
  it("counts errors with the right form", () => {
    expect(plTx.common.errorSummary(1)).toBe("Formularz zawiera 1 błąd.");
    expect(plTx.common.errorSummary(3)).toBe("Formularz zawiera 3 błędy.");
    expect(plTx.common.errorSummary(11)).toBe("Formularz zawiera 11 błędów.");
    expect(plTx.common.errorSummary(22)).toBe("Formularz zawiera 22 błędy.");
  });
});
