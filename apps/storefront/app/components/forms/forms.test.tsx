import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { BackInStock } from "../cart/BackInStock";
import { ContactForm } from "./ContactForm";
import { Field } from "./Field";
import { ProductReviewForm } from "./ProductReviewForm";

describe("Field", () => {
  it("ties its error to the input and marks it invalid", () => {
    renderWithShop(
      <Field
        id="city"
        label="Miejscowość"
        value=""
        error="Podaj poprawną nazwę miejscowości."
        onValueChange={() => {}}
        required
      />,
    );
    const input = screen.getByLabelText(/Miejscowość/);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(input).toHaveAccessibleDescription("Podaj poprawną nazwę miejscowości.");
  });
});

describe("ContactForm", () => {
  it("asks for the name, a valid e-mail, a message of 10 characters and the consent", async () => {
    renderWithShop(<ContactForm />);
    await userEvent.type(screen.getByLabelText(/^Imię i nazwisko/), "A");
    await userEvent.type(screen.getByLabelText(/^E-mail/), "anna");
    await userEvent.type(screen.getByLabelText(/^Wiadomość/), "Krótko");
    await userEvent.click(screen.getByRole("button", { name: "Wyślij" }));
    expect(screen.getByLabelText(/^Imię i nazwisko/)).toHaveAccessibleDescription(
      "Imię musi mieć co najmniej 2 litery.",
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription("Podaj poprawny adres e-mail.");
    expect(screen.getByLabelText(/^Wiadomość/)).toHaveAccessibleDescription(
      "Wiadomość musi mieć co najmniej 10 znaków.",
    );
    expect(screen.getByLabelText(/Wyrażam zgodę/)).toHaveAccessibleDescription("To pole jest wymagane.");
    expect(screen.getByRole("alert")).toHaveTextContent("Formularz zawiera błędy: 4.");
  });
});

describe("BackInStock", () => {
  it("asks for the e-mail and the consent before sending", async () => {
    renderWithShop(<BackInStock sku="SUK-0933-ZOL-XS" />);
    await userEvent.click(screen.getByRole("button", { name: "Powiadom mnie" }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription("To pole jest wymagane.");
    expect(screen.getByLabelText(/Wyrażam zgodę/)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("ProductReviewForm", () => {
  it("offers guests a link to log in", () => {
    renderWithShop(<ProductReviewForm productId={47} />);
    expect(screen.getByRole("link", { name: "Zaloguj się, aby napisać opinię" })).toHaveAttribute(
      "href",
      "/login?redirect=%2F",
    );
  });

  it("asks a customer for the signature, the title and the review", async () => {
    const { services } = testServices();
    services.user.state.current = {
      id: 1,
      email: "anna@example.pl",
      firstname: "Anna",
      lastname: "Nowak",
    } as never;
    renderWithShop(<ProductReviewForm productId={47} />, services);
    await userEvent.click(screen.getByRole("button", { name: "Wyślij opinię" }));
    expect(screen.getByLabelText(/^Podpis/)).toHaveAccessibleDescription("To pole jest wymagane.");
    expect(screen.getByLabelText(/^Tytuł/)).toHaveAccessibleDescription("To pole jest wymagane.");
    expect(screen.getByLabelText("Treść opinii")).toHaveAccessibleDescription("To pole jest wymagane.");
  });
});
