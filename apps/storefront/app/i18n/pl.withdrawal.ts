import { formatPrice } from "@outlet/formatting";

/** The texts of the withdrawal function and the order tracking (issue 26). */
export const plWithdrawal = {
  title: "Odstąpienie od umowy",
  open: "Odstąp od umowy tutaj",
  closedTitle: "Odstąpienie od umowy jest niedostępne",
  loading: "Wczytujemy możliwość odstąpienia…",
  failed: "Nie udało się wczytać odstąpienia od umowy. Spróbuj ponownie za chwilę.",
  step1: "Krok 1 z 2: co zwracasz",
  step2: "Krok 2 z 2: potwierdzenie",
  name: "Imię i nazwisko",
  email: "E-mail (na ten adres wyślemy potwierdzenie)",
  orderNumber: "Numer zamówienia",
  whole: "Całe zamówienie",
  some: "Wybrane produkty",
  scope: "Od czego odstępujesz?",
  qtyOf: (name: string) => `Liczba sztuk: ${name}`,
  notWithdrawable: "Nie podlega zwrotowi",
  reason: "Powód (nieobowiązkowo)",
  noReason: "Wolę nie podawać",
  returnTitle: "Jak odesłać towar",
  /** Before dispatch: the lead-in of how the return goes once the order has shipped (said once). */
  afterShippingTitle: "Po wysyłce zamówienia",
  next: "Dalej",
  back: "Wróć",
  refund: (amount: number) => `Zwrócimy Ci ${formatPrice(amount)}.`,
  refunded: (amount: number) => `Zwróciliśmy Ci ${formatPrice(amount)}.`,
  refundDelivery: (amount: number) => `W tym ${formatPrice(amount)} za dostawę.`,
  confirm: "Potwierdzam odstąpienie od umowy",
  confirming: "Wysyłamy…",
  chooseSomething: "Wybierz co najmniej jeden produkt.",
  nameRequired: "Podaj imię i nazwisko.",
  emailInvalid: "Podaj poprawny adres e-mail.",
  ackTitle: "Odstąpienie od umowy przyjęte",
  ackLead: (at: string) =>
    `Twoje oświadczenie otrzymaliśmy ${at} (czas polski). Potwierdzenie wysłaliśmy e-mailem.`,
  code: "Kod nadania w paczkomacie",
  withdrawals: "Twoje zwroty",
  withdrawalsBeforeDispatch: "Twoje odstąpienie od umowy",
  withdrawnAt: (at: string) => `Zgłoszone ${at}`,
  status: "Status zwrotu",
  orderStatus: "Status zamówienia",
  refundDone: (at: string) => `Zwrot środków wykonany ${at}.`,
  bankTitle: "Numer konta do zwrotu",
  bankLead:
    "Zamówienie było opłacone przelewem lub przy odbiorze. Podaj numer konta, na który oddamy pieniądze.",
  bankLabel: "Numer konta (IBAN)",
  bankSave: "Zapisz numer konta",
  bankSaved: "Numer konta zapisany. Dziękujemy!",
  modelForm: "Wzór formularza odstąpienia od umowy (do wydruku)",
  findTitle: "Odstąp od umowy",
  findLead:
    "Podaj numer zamówienia i adres e-mail podany przy zamówieniu. Po zalogowaniu tę opcję znajdziesz też przy zamówieniu na koncie.",
  findSubmit: "Znajdź zamówienie",
  findOther: "Sprawdź inne zamówienie",
  findNumber: "Numer zamówienia (z e-maila z potwierdzeniem)",
  findEmail: "E-mail podany przy zamówieniu",
  findNumberInvalid: "Podaj numer zamówienia (same cyfry).",
  tooMany: "Zbyt wiele prób. Spróbuj ponownie za kilkanaście minut.",
} as const;

/** The texts of the order's tracking (issue 26). */
export const plTracking = {
  title: "Śledzenie zamówienia",
  placed: "Złożone",
  paid: "Opłacone",
  shipped: "Wysłane",
  delivered: "Dostarczone",
  cancelled: "Anulowane",
  carrier: (name: string, number: string) => `${name}, numer przesyłki ${number}`,
  track: "Śledź przesyłkę",
  trackLabel: (carrier: string) => `Śledź przesyłkę ${carrier} (otwiera stronę przewoźnika)`,
  waiting: "—",
  next: {
    placed: "Czekamy na płatność lub przygotowujemy zamówienie.",
    awaiting_payment: "Czekamy na płatność.",
    paid: "Przygotowujemy zamówienie do wysyłki.",
    packed: "Zamówienie jest spakowane i czeka na kuriera.",
    shipped: "Zamówienie jest w drodze. Możesz śledzić przesyłkę.",
    delivered: "Zamówienie dostarczone. Co możesz teraz zrobić, znajdziesz poniżej.",
    ready_for_pickup: "Zamówienie czeka na odbiór w sklepie.",
    collected: "Zamówienie odebrane. Co możesz teraz zrobić, znajdziesz poniżej.",
    cancelled: "Zamówienie zostało anulowane.",
  } as Readonly<Record<string, string>>,
  /** What comes next for a placed order, by how it is paid (s21: one sentence for all said "płatność lub…"). */
  placedNext: {
    transfer: "Czekamy na Twoją wpłatę — dane do przelewu znajdziesz powyżej.",
    online: "Czekamy na potwierdzenie płatności.",
    cash_on_delivery: "Przygotowujemy zamówienie do wysyłki. Zapłacisz przy odbiorze.",
    cash_on_delivery_pickup:
      "Przygotowujemy zamówienie do odbioru w sklepie. Zapłacisz w kasie przy odbiorze.",
  },
  /** A store pickup's steps and what comes next: it is never shipped nor delivered (after-sales-and-law.md §1). */
  pickup: {
    ready: "Gotowe do odbioru",
    collected: "Odebrane w sklepie",
    next: {
      placed: "Czekamy na płatność lub przygotowujemy zamówienie do odbioru w sklepie.",
      paid: "Przygotowujemy zamówienie do odbioru w sklepie.",
      packed: "Zamówienie jest spakowane. Napiszemy e-mail, gdy będzie gotowe do odbioru w sklepie.",
    } as Readonly<Record<string, string>>,
  },
} as const;
