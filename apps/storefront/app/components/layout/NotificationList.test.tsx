import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createNotificationsStore } from "../../state/notifications/notificationsStore";
import { NotificationsContext } from "../../state/notifications/useNotifications";
import { NotificationList } from "./NotificationList";

function renderAt(path: string) {
  const ids = ["1", "2", "3"];
  const store = createNotificationsStore({ setTimeout: () => undefined, newId: () => ids.shift() ?? "x" });
  store.spawn({
    type: "success",
    message: "Produkt został dodany do koszyka!",
    action1: { label: "OK" },
    action2: { label: "Przejdź do kasy", href: "/checkout" },
  });
  store.spawn({ type: "info", message: "Zmiany zapisane.", action1: { label: "OK" } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <NotificationsContext.Provider value={store}>
        <NotificationList />
      </NotificationsContext.Provider>
    </MemoryRouter>,
  );
}

describe("NotificationList", () => {
  it("shows a notification with its link on other pages", () => {
    renderAt("/p/SZA-2892/zolta-chusta-2892");
    expect(screen.getByText("Produkt został dodany do koszyka!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Przejdź do kasy" }).getAttribute("href")).toBe("/checkout");
    expect(screen.getByText("Zmiany zapisane.")).toBeTruthy();
  });

  it("hides a notification whose link leads to the page the shopper is on, and only that one", () => {
    renderAt("/checkout");
    expect(screen.queryByText("Produkt został dodany do koszyka!")).toBeNull();
    expect(screen.queryByRole("link", { name: "Przejdź do kasy" })).toBeNull();
    expect(screen.getByText("Zmiany zapisane.")).toBeTruthy();
  });
});
