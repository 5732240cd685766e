import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { BackInStock } from "../cart/BackInStock";
import { ContactForm } from "./ContactForm";
import { Field, SelectField, TextAreaField } from "./Field";
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

describe("TextAreaField and SelectField", () => {
  it("wire the label, the required marker, the hint and the error the same way as Field", () => {
    renderWithShop(
      <>
        <TextAreaField
          id="message"
          label="Wiadomość"
          value=""
          hint="Do 5000 znaków."
          error="Wiadomość musi mieć co najmniej 10 znaków."
          onValueChange={() => {}}
          required
        />
        <SelectField
          id="rating"
          label="Ocena"
          value="4"
          options={[
            { value: "5", label: "5" },
            { value: "4", label: "4" },
          ]}
          hint="5 to najwyższa ocena."
          onValueChange={() => {}}
        />
      </>,
    );
    const message = screen.getByLabelText("Wiadomość (wymagane)");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAttribute("aria-required", "true");
    expect(message).toHaveAttribute("aria-describedby", "message-error message-hint");
    expect(message).toHaveAccessibleDescription("Wiadomość musi mieć co najmniej 10 znaków. Do 5000 znaków.");
    const rating = screen.getByLabelText("Ocena");
    expect(rating).toHaveValue("4");
    expect(rating).not.toHaveAttribute("aria-invalid");
    expect(rating).not.toHaveAttribute("aria-required");
    expect(rating).toHaveAccessibleDescription("5 to najwyższa ocena.");
  });

  it("reports the chosen option", async () => {
    const chosen: string[] = [];
    renderWithShop(
      <SelectField
        id="rating"
        label="Ocena"
        value="5"
        options={[
          { value: "5", label: "5" },
          { value: "3", label: "3" },
        ]}
        onValueChange={(value) => chosen.push(value)}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText("Ocena"), "3");
    expect(chosen).toEqual(["3"]);
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
    expect(screen.getByRole("alert")).toHaveTextContent("Formularz zawiera 4 błędy.");
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
    expect(screen.getByLabelText(/^Treść opinii/)).toHaveAccessibleDescription("To pole jest wymagane.");
  });

  it("asks for the rating with five stars as a radio group, none chosen in advance", async () => {
    const { services } = testServices();
    services.user.state.current = { id: 1, email: "anna@example.pl" } as never;
    renderWithShop(<ProductReviewForm productId={47} />, services);
    const group = screen.getByRole("group", { name: /^Ocena/ });
    const stars = within(group).getAllByRole("radio");
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star).not.toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Wyślij opinię" }));
    expect(stars[0]).toHaveAccessibleDescription("Wybierz ocenę od 1 do 5 gwiazdek.");
    // focus is on the first invalid field as soon as the errors show, not a frame later (where it would
    // overtake the shopper's next click)
    expect(document.activeElement).toBe(screen.getByLabelText(/^Podpis/));
    await userEvent.click(screen.getByRole("radio", { name: "4 z 5 gwiazdek" }));
    expect(screen.getByRole("radio", { name: "4 z 5 gwiazdek" })).toBeChecked();
    expect(stars[0]).not.toHaveAttribute("aria-invalid");
    // Arrow keys move the choice, as in any radio group.
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "5 z 5 gwiazdek" })).toBeChecked();
  });
});
