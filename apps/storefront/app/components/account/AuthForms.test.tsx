import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithShop } from "../../../test/renderWithShop";
import { ForgotPasswordForm, LoginForm, RegisterForm } from "./AuthForms";

describe("LoginForm", () => {
  it("announces the required-field messages, ties them to the fields and focuses the first", async () => {
    renderWithShop(<LoginForm onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Formularz zawiera 2 błędy.");
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("To pole jest wymagane.");
    await vi.waitFor(() => expect(email).toHaveFocus());
  });

  it("says the e-mail address is not valid", async () => {
    renderWithShop(<LoginForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/E-mail/), "anna@");
    await userEvent.type(screen.getByLabelText(/Hasło/), "tajne-haslo");
    await userEvent.click(screen.getByRole("button", { name: "Zaloguj się" }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription("Podaj poprawny adres e-mail.");
    expect(screen.getByLabelText(/Hasło/)).not.toHaveAttribute("aria-invalid");
  });
});

describe("RegisterForm", () => {
  it("asks for 8 characters and identical passwords", async () => {
    renderWithShop(<RegisterForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Imię/), "Anna");
    await userEvent.type(screen.getByLabelText(/^Nazwisko/), "Nowak");
    await userEvent.type(screen.getByLabelText(/E-mail/), "anna@example.pl");
    await userEvent.type(screen.getByLabelText(/^Hasło/), "krotkie");
    await userEvent.type(screen.getByLabelText(/Powtórz hasło/), "inne");
    await userEvent.click(screen.getByRole("button", { name: "Załóż konto" }));
    expect(screen.getByLabelText(/^Hasło/)).toHaveAccessibleDescription(
      "Hasło musi mieć co najmniej 8 znaków.",
    );
    expect(screen.getByLabelText(/Powtórz hasło/)).toHaveAccessibleDescription("Hasła muszą być identyczne.");
  });

  it("asks for a first name of at least 2 letters", async () => {
    renderWithShop(<RegisterForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText(/^Imię/), "A");
    await userEvent.click(screen.getByRole("button", { name: "Załóż konto" }));
    expect(screen.getByLabelText(/^Imię/)).toHaveAccessibleDescription(
      "Imię musi mieć co najmniej 2 litery.",
    );
  });
});

describe("ForgotPasswordForm", () => {
  it("refuses to send while offline with the spec's message", async () => {
    const { testServices } = await import("../../../test/renderWithShop");
    const { services, spawned } = testServices();
    renderWithShop(<ForgotPasswordForm />, services);
    await userEvent.type(screen.getByLabelText(/E-mail/), "anna@example.pl");
    await userEvent.click(screen.getByRole("button", { name: "Wyślij link" }));
    // Without a browser runtime the services are offline (behaviour.md §12.3: blocked offline).
    expect(spawned.map((n) => n.message)).toEqual(["Resetowanie hasła nie działa w trybie offline!"]);
  });
});
