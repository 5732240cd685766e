import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithShop, testServices } from "../../../test/renderWithShop";
import { ShopperOverlays } from "./ShopperOverlays";

// jsdom has no <dialog> methods: open and close toggle the attribute and close fires its event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

function withLine() {
  const { services } = testServices();
  services.cart.dispatch([
    {
      type: "add",
      product: { sku: "SZA-2892", name: "Żółta chusta", qty: 1, price_incl_tax: 129.99, type_id: "simple" },
    },
  ]);
  return services;
}

/** The overlays with the header slot they mount the shopper buttons into, and a control before them. */
function renderOverlays(services = withLine()) {
  return renderWithShop(
    <>
      <a href="/">Strona główna</a>
      <div id="header-shopper" />
      <main>
        <h1>Koszyk</h1>
      </main>
      <ShopperOverlays />
    </>,
    services,
  );
}

describe("Microcart", () => {
  it("is a labelled modal dialog that keeps Tab inside, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    renderOverlays();
    const opener = await screen.findByTestId("microcart-button");
    await user.click(opener);
    const panel = screen.getByRole("dialog", { name: "Koszyk" });
    expect(panel).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("heading", { level: 2, name: "Koszyk" })).toHaveFocus();

    // Shift+Tab from the heading goes to the panel's last control, Tab from there back to its first.
    await user.tab({ shift: true });
    const last = document.activeElement as HTMLElement;
    expect(panel).toContainElement(last);
    expect(last).toHaveTextContent("Przejdź do kasy");
    await user.tab();
    expect(document.activeElement).toHaveTextContent("Zamknij");
    expect(panel).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("microcart")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("Escape in the removal confirmation closes only the confirmation, focus back on Usuń", async () => {
    const user = userEvent.setup();
    renderOverlays();
    await user.click(await screen.findByTestId("microcart-button"));
    const remove = screen.getByRole("button", { name: /Usuń Żółta chusta/ });
    await user.click(remove);
    // The safe choice is focused first.
    expect(screen.getByRole("button", { name: "Anuluj" })).toHaveFocus();

    await user.keyboard("{Escape}");
    // The browser then closes the dialog itself (cancel, then close); jsdom does not, so it is done here.
    await act(async () => (document.querySelector("dialog") as HTMLDialogElement).close());
    expect(screen.getByTestId("microcart")).toBeInTheDocument();
    expect(remove).toHaveFocus();
  });
});

describe("RemoveConfirm", () => {
  it("after the removal, focus goes to the microcart heading (the line and its Usuń are gone)", async () => {
    const user = userEvent.setup();
    renderOverlays();
    await user.click(await screen.findByTestId("microcart-button"));
    await user.click(screen.getByRole("button", { name: /Usuń Żółta chusta/ }));
    await user.click(screen.getByRole("button", { name: "Usuń" }));
    expect(await screen.findByText("Twój koszyk jest pusty.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Koszyk" })).toHaveFocus();
  });
});

describe("WishlistPanel", () => {
  it("is a labelled modal dialog that keeps Tab inside, closes on Escape and gives focus back", async () => {
    const user = userEvent.setup();
    const services = withLine();
    services.wishlist.state.items = [
      { sku: "KOS-0047", qty: 1, name: "Koszula w kratę", href: "/koszula-47" },
    ];
    renderOverlays(services);
    const opener = await screen.findByTestId("wishlist-button");
    await user.click(opener);
    const panel = screen.getByRole("dialog", { name: "Ulubione" });
    expect(panel).toHaveAttribute("aria-modal", "true");
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveTextContent("Zobacz wszystkie ulubione");
    await user.tab();
    expect(document.activeElement).toHaveTextContent("Zamknij ulubione");
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("wishlist-panel")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
