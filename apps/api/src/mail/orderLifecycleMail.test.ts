import { describe, expect, it } from "vitest";
import { type LifecycleMailContext, lifecycleMail } from "./orderLifecycleMail.js";

const page = "https://sklep.example/zamowienie/000000042/aZ3";
const courier: LifecycleMailContext = {
  number: "000000042",
  orderPage: page,
  at: Date.UTC(2026, 10, 30, 18, 0),
  store: null,
  withdrawal: { days: 30, lastDay: "2026-12-30" },
};
const pickup: LifecycleMailContext = {
  ...courier,
  store: "Salon Outlet Gdańsk, ul. Długa 5, Gdańsk",
  pickup: {
    address: "Salon Outlet Gdańsk, ul. Długa 5, 80-827 Gdańsk",
    openingHours: ["pon.–pt. 10:00–20:00", "sob. 10:00–18:00"],
    dueGrosze: 25998,
    holdsUntil: "2026-12-07",
    holdDays: 7,
  },
};

describe("lifecycleMail", () => {
  it("cancelled for a missed transfer deadline: says why, what happened to the goods, neutral forms", () => {
    const mail = lifecycleMail(
      { kind: "order_cancelled", refundGrosze: 0, reason: "payment_overdue" },
      courier,
    );
    expect(mail.subject).toBe("Zamówienie 000000042 anulowane — brak wpłaty");
    expect(mail.text.split("\n").slice(0, 4)).toEqual([
      "Nie otrzymaliśmy wpłaty za zamówienie 000000042 w wyznaczonym terminie, więc anulowaliśmy je 30 listopada 2026, 19:00.",
      "Zarezerwowane produkty wróciły do sprzedaży. Jeśli nadal chcesz je kupić, złóż nowe zamówienie.",
      "Jeśli przelew jest już w drodze, odpowiedz na tę wiadomość — zwrócimy pieniądze.",
      `Szczegóły zamówienia: ${page}`,
    ]);
    expect(mail.html).toContain("<p>Zarezerwowane produkty wróciły do sprzedaży.");
  });

  it("delivered: the last day to withdraw and the order page where the return starts", () => {
    const mail = lifecycleMail({ kind: "order_delivered", deliveredOn: "2026-11-30" }, courier);
    expect(mail.subject).toBe("Zamówienie 000000042 zostało dostarczone");
    expect(mail.text.split("\n").slice(0, 3)).toEqual([
      "Twoje zamówienie 000000042 zostało dostarczone 30 listopada 2026.",
      "Na odstąpienie od umowy bez podania przyczyny masz 30 dni: do 30 grudnia 2026 r. włącznie.",
      `Zwrot zgłosisz na stronie zamówienia: ${page}`,
    ]);
    expect(mail.text).not.toContain("Szczegóły zamówienia");
    expect(mail.html).toContain(`<a href="${page}" style="word-break:break-all;">`);
  });

  it("collected in the store: 'odebrane w sklepie', never 'dostarczone'", () => {
    const mail = lifecycleMail({ kind: "order_delivered", deliveredOn: "2026-11-30" }, pickup);
    expect(mail.subject).toBe("Zamówienie 000000042 odebrane w sklepie");
    expect(mail.text).toContain(
      "Twoje zamówienie 000000042 zostało odebrane w sklepie 30 listopada 2026 (Salon Outlet Gdańsk, ul. Długa 5, Gdańsk).",
    );
    expect(mail.text).not.toMatch(/dostarcz/);
  });

  it("ready for pickup: the store's address, hours, what to pay at the till and how long it waits", () => {
    const mail = lifecycleMail({ kind: "order_ready_for_pickup" }, pickup);
    expect(mail.text.split("\n").slice(0, 6)).toEqual([
      "Twoje zamówienie 000000042 czeka na odbiór w sklepie: Salon Outlet Gdańsk, ul. Długa 5, 80-827 Gdańsk.",
      "Godziny otwarcia: pon.–pt. 10:00–20:00, sob. 10:00–18:00.",
      "Do zapłaty w kasie sklepu: 259,98 zł (bez dodatkowej opłaty za płatność przy odbiorze).",
      "Zamówienie poczeka na Ciebie 7 dni, do 7 grudnia 2026 r. włącznie.",
      "Przy odbiorze podaj numer zamówienia.",
      `Szczegóły zamówienia: ${page}`,
    ]);
  });

  it("ready for pickup, paid in advance: 0 zł at the till", () => {
    const paid = { ...pickup, pickup: { ...(pickup.pickup ?? ({} as never)), dueGrosze: 0 } };
    const mail = lifecycleMail({ kind: "order_ready_for_pickup" }, paid);
    expect(mail.text).toContain("Do zapłaty w kasie sklepu: 0,00 zł — zamówienie jest już opłacone.");
  });
});
