/** Texts of the pages that mail links open (newsletter, back-in-stock alerts). */
export const plMailLinks = {
  working: "Chwileczkę, sprawdzamy link…",
  expired: "Link wygasł lub został już użyty.",
  failed: "Nie udało się teraz połączyć ze sklepem. Odśwież stronę za chwilę.",
  home: "Przejdź do sklepu",
  newsletterTitle: "Newsletter",
  newsletterConfirmed: "Zapis do newslettera potwierdzony. Dziękujemy!",
  newsletterCoupon: "Kod rabatowy -10% na jedno zamówienie wysłaliśmy Ci właśnie e-mailem.",
  newsletterConfirmExpired:
    "Jeśli zapis jest już potwierdzony, nic więcej nie musisz robić. Jeśli nie, zapisz się ponownie w stopce sklepu — wyślemy nowy link.",
  newsletterUnsubscribed: (email: string) =>
    `Wypisaliśmy adres ${email} z newslettera. Nie wyślemy już kolejnych wiadomości.`,
  newsletterUnsubscribeExpired:
    "Otwórz link z najnowszej wiadomości od nas albo, jeśli masz konto, wypisz się w zakładce Powiadomienia na koncie.",
  notificationsLink: "Powiadomienia na koncie",
  alertTitle: "Powiadomienie o dostępności",
  alertConfirmed: "Powiadomienie potwierdzone. Napiszemy do Ciebie, gdy produkt wróci do sprzedaży.",
  alertConfirmExpired:
    "Jeśli powiadomienie jest już potwierdzone, napiszemy, gdy produkt wróci. Jeśli nie, zamów je ponownie na stronie produktu.",
  alertCancelled: "Powiadomienie anulowane. Nie napiszemy już o tym produkcie.",
  alertCancelExpired: "Powiadomienie mogło już zostać wysłane lub anulowane wcześniej.",
} as const;
