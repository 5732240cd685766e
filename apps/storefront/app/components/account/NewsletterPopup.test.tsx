import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { NewsletterPopup } from "./NewsletterPopup";

function renderPopup() {
  const { services } = testServices();
  services.newsletter.state.popup = true;
  const subscribe = vi.fn(async (_email: string, _consent: boolean) => {
    services.newsletter.state.isSubscribed = true;
    services.newsletter.state.status = "pending";
    return true;
  });
  services.newsletter.subscribe = subscribe;
  renderWithShop(
    <>
      <main id="main" tabIndex={-1}>
        <h1>Sukienki</h1>
      </main>
      <NewsletterPopup />
    </>,
    services,
  );
  fireEvent.scroll(window);
  return { services, subscribe };
}

describe("NewsletterPopup", () => {
  it("waits for the shopper's first scroll before it shows", () => {
    const { services } = testServices();
    services.newsletter.state.popup = true;
    renderWithShop(<NewsletterPopup />, services);
    expect(screen.queryByTestId("newsletter-popup")).not.toBeInTheDocument();
    fireEvent.scroll(window);
    expect(screen.getByTestId("newsletter-popup")).toBeInTheDocument();
  });

  it("starts as a bar with the offer, without the form, and opens the form on request", async () => {
    const user = userEvent.setup();
    renderPopup();
    expect(
      screen.getByRole("heading", { name: "Odbierz 10% rabatu na pierwsze zakupy" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-mail/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zapisz się do newslettera" }));
    expect(screen.getByLabelText(/E-mail/)).toHaveFocus();
  });

  it("asks for an explicit, unticked consent before subscribing", async () => {
    const user = userEvent.setup();
    const { subscribe } = renderPopup();
    await user.click(screen.getByRole("button", { name: "Zapisz się do newslettera" }));
    const consent = screen.getByRole("checkbox", { name: /Wyrażam zgodę na otrzymywanie newslettera/ });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAttribute("aria-required", "true");
    await user.type(screen.getByLabelText(/E-mail/), "anna@example.pl");
    await user.click(screen.getByRole("button", { name: "Zapisz się" }));
    expect(subscribe).not.toHaveBeenCalled();
    expect(consent).toHaveAccessibleDescription("Zaznacz zgodę, aby zapisać się do newslettera.");
    await vi.waitFor(() => expect(consent).toHaveFocus());
  });

  it("subscribes with the consent, then announces and focuses the double opt-in and coupon message", async () => {
    const user = userEvent.setup();
    const { subscribe } = renderPopup();
    await user.click(screen.getByRole("button", { name: "Zapisz się do newslettera" }));
    await user.type(screen.getByLabelText(/E-mail/), "anna@example.pl");
    await user.click(screen.getByRole("checkbox", { name: /Wyrażam zgodę/ }));
    await user.click(screen.getByRole("button", { name: "Zapisz się" }));
    expect(subscribe).toHaveBeenCalledWith("anna@example.pl", true);
    const message = await screen.findByRole("status");
    expect(message).toHaveTextContent(
      "Dziękujemy za zapis! Sprawdź skrzynkę e-mail i kliknij link potwierdzający – potem wyślemy Ci kupon 10% rabatu na pierwsze zakupy.",
    );
    expect(message).toHaveFocus();
  });

  it("closes on Escape for good and puts focus on the main content", async () => {
    const user = userEvent.setup();
    const { services } = renderPopup();
    await user.click(screen.getByRole("button", { name: "Zapisz się do newslettera" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("newsletter-popup")).not.toBeInTheDocument();
    expect(services.newsletter.state.popup).toBe(false);
    expect(document.getElementById("main")).toHaveFocus();
  });

  it("closes with its close button", async () => {
    const user = userEvent.setup();
    renderPopup();
    await user.click(screen.getByRole("button", { name: "Zamknij okno newslettera" }));
    expect(screen.queryByTestId("newsletter-popup")).not.toBeInTheDocument();
    expect(document.getElementById("main")).toHaveFocus();
  });
});
