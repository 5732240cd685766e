import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { CheckoutPage } from "./CheckoutPage";

function withLine() {
  const { services, spawned } = testServices();
  services.cart.dispatch([
    {
      type: "add",
      product: { sku: "SZA-2892", name: "Żółta chusta", qty: 1, price_incl_tax: 129.99, type_id: "simple" },
    },
  ]);
  return { services, spawned };
}

describe("CheckoutPage", () => {
  it("shows the Polish dictionary's messages for an empty form, focusing the first field", async () => {
    const { services } = withLine();
    renderWithShop(<CheckoutPage />, services);
    await userEvent.click(screen.getByTestId("place-order"));
    expect(screen.getByText("Formularz zamówienia nie został poprawnie wypełniony.")).toBeInTheDocument();
    const first = screen.getByLabelText(/^Imię/, { selector: "#personal-firstName" });
    expect(first).toHaveAccessibleDescription("To pole jest wymagane.");
    await screen.findByText("Formularz zamówienia nie został poprawnie wypełniony.");
    expect(screen.getByLabelText("Akceptuję regulamin sklepu")).toHaveAccessibleDescription(
      "Musisz zaakceptować regulamin i politykę prywatności.",
    );
  });

  it("checks the zip code, the e-mail and the NIP of a company invoice", async () => {
    const { services } = withLine();
    renderWithShop(<CheckoutPage />, services);
    await userEvent.type(screen.getByLabelText(/^E-mail/), "anna@");
    await userEvent.type(document.getElementById("shipping-zipCode") as HTMLElement, "80827");
    await userEvent.click(screen.getByLabelText("Chcę otrzymać fakturę na firmę"));
    await userEvent.type(screen.getByLabelText(/^NIP/), "1234567890");
    await userEvent.click(screen.getByTestId("place-order"));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription("Podaj poprawny adres e-mail.");
    expect(document.getElementById("shipping-zipCode")).toHaveAccessibleDescription(
      "Podaj poprawny kod pocztowy (NN-NNN).",
    );
    expect(screen.getByLabelText(/^NIP/)).toHaveAccessibleDescription("Podaj poprawny numer NIP.");
    expect(screen.getByLabelText(/^Nazwa firmy/)).toHaveAccessibleDescription("To pole jest wymagane.");
  });

  it("asks for identical passwords when an account is created", async () => {
    const { services } = withLine();
    renderWithShop(<CheckoutPage />, services);
    await userEvent.click(screen.getByLabelText("Załóż konto przy zamówieniu"));
    await userEvent.type(document.getElementById("personal-password") as HTMLElement, "Zielony-Kot-1");
    await userEvent.type(
      document.getElementById("personal-passwordConfirmation") as HTMLElement,
      "Zielony-Kot-2",
    );
    await userEvent.click(screen.getByTestId("place-order"));
    expect(document.getElementById("personal-passwordConfirmation")).toHaveAccessibleDescription(
      "Hasła muszą być identyczne.",
    );
  });

  it("says the cart must not be empty", () => {
    const { services } = testServices();
    renderWithShop(<CheckoutPage />, services);
    expect(screen.getByText("Aby przejść do kasy, koszyk nie może być pusty.")).toBeInTheDocument();
  });
});
