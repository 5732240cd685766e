import { formatLongDateTime, pluralPl } from "@outlet/formatting";
import { isOrderStatus, ORDER_STATUS_LABELS } from "@outlet/orders";
import { plTx } from "./pl.transactions";

/** Polish names of the legacy statuses of api-contract §12.15 (orders stored before the lifecycle). */
const LEGACY_STATUS_LABELS: ReadonlyMap<string, string> = new Map([
  ["pending", "przyjęte"],
  ["pending_payment", "oczekuje na płatność"],
  ["processing", "w realizacji"],
  ["complete", "zrealizowane"],
  ["canceled", "anulowane"],
  ["closed", "zamknięte"],
]);

/**
 * The Polish label of an order status: the lifecycle's (after-sales-and-law.md §1, `@outlet/orders`), in
 * lower case as the order pages print it, or a legacy one; an unknown status is shown as it came.
 *
 * @example
 * orderStatusLabel("ready_for_pickup"); // "gotowe do odbioru"
 */
export function orderStatusLabel(status: unknown): string {
  const key = String(status ?? "");
  if (isOrderStatus(key)) return ORDER_STATUS_LABELS[key].toLocaleLowerCase("pl-PL");
  return LEGACY_STATUS_LABELS.get(key) ?? key;
}

/**
 * An order's `created_at` ("2026-11-25 17:58:31", UTC as the API stores it) in Warsaw time, written the
 * Polish way as every after-order page writes dates (`formatLongDateTime`), not catalogue.md §9's
 * "HH:mm D/M/YYYY".
 *
 * @example
 * orderDateLabel("2026-11-25 17:58:31"); // "25 listopada 2026, 18:58"
 */
export function orderDateLabel(createdAt: unknown): string {
  if (typeof createdAt !== "string" || createdAt === "") return "";
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(createdAt) ? createdAt : `${createdAt.replace(" ", "T")}Z`;
  return formatLongDateTime(iso);
}

/** The texts of the order pages (confirmation, account order page). */
export const plOrders = {
  confirmationTitle: "Dziękujemy za zamówienie!",
  orderTitle: (n: string) => `Zamówienie nr ${n}`,
  placedAt: (date: string) => `Złożone ${date}`,
  status: "Status",
  date: "Data",
  number: "Numer zamówienia",
  toPay: (amount: string) => `Do zapłaty: ${amount}`,
  paid: (amount: string) => `Zapłacono: ${amount}`,
  refundedRow: "Zwrócono",
  droppedRow: "Odstąpiono przed wysyłką",
  droppedUnits: (n: number) =>
    `(w tym ${n} ${pluralPl(n, { one: "sztuka usunięta", few: "sztuki usunięte", many: "sztuk usuniętych" })} przed wysyłką)`,
  mailSent: (email: string) => `Potwierdzenie wysłaliśmy na adres ${email}.`,
  items: "Zamówione produkty",
  product: "Produkt",
  quantity: "Ilość",
  price: "Cena",
  rowTotal: "Wartość",
  subtotal: "Wartość produktów",
  discount: (code: string | null) => (code ? `Rabat (${code})` : "Rabat"),
  paymentFee: "Opłata za płatność",
  grandTotal: "Razem do zapłaty",
  grandTotalCancelled: "Do zapłaty (zamówienie anulowane)",
  grandTotalPaid: "Razem zapłacono",
  tax: "w tym VAT",
  shippingAddress: "Adres dostawy",
  /** A store pickup names who collects the parcel, the store's address is under the delivery. */
  recipient: "Odbiorca",
  billingAddress: "Dane do rachunku",
  invoice: "Dane do faktury",
  /** The checkout's own labels of its two comment fields, said once there. */
  deliveryComment: plTx.checkout.deliveryComment,
  orderComment: plTx.checkout.orderComment,
  delivery: "Dostawa",
  payment: "Płatność",
  paymentPaid: "Opłacone",
  paymentPaidText: "Dziękujemy, płatność online została przyjęta.",
  paymentAwaiting: "Oczekuje na płatność",
  paymentAwaitingText: "Zamówienie wyślemy po otrzymaniu płatności.",
  /** While the page asks the API again about an awaited BLIK or online payment. */
  paymentChecking: "Czekamy na potwierdzenie płatności z banku. Ta strona odświeży się sama.",
  paymentNotYetConfirmed:
    "Nie mamy jeszcze potwierdzenia płatności. Jeśli płatność jest już wykonana, sprawdź ponownie za chwilę.",
  paymentCheckAgain: "Sprawdź ponownie",
  paymentArrived: "Płatność przyjęta. Zamówienie jest opłacone.",
  paymentNotFinished: "Płatność nie została zakończona",
  paymentNotFinishedText: "Zamówienie czeka na płatność. Możesz zapłacić ponownie.",
  paymentRedirect: (seconds: number) =>
    seconds > 0
      ? `Za ${seconds} ${pluralPl(seconds, { one: "sekundę", few: "sekundy", many: "sekund" })} przekierujemy Cię do serwisu płatności.`
      : "Przekierowujemy do serwisu płatności…",
  paymentGoNow: "Przejdź teraz",
  payAgain: "Zapłać ponownie",
  payNow: "Zapłać teraz",
  paymentStarting: "Łączymy z serwisem płatności…",
  paymentStartFailed: "Nie udało się rozpocząć płatności. Spróbuj ponownie za chwilę.",
  transferTitle: "Dane do przelewu",
  transferIntro: "Zamówienie wyślemy po zaksięgowaniu wpłaty. Przelej dokładnie tę kwotę:",
  /** A store pickup is not sent: it waits in the store once paid. */
  transferIntroPickup:
    "Przygotujemy zamówienie do odbioru po zaksięgowaniu wpłaty. Przelej dokładnie tę kwotę:",
  transferAccount: "Numer konta",
  transferRecipient: "Odbiorca przelewu",
  transferSubject: "Tytuł przelewu",
  transferAmount: "Kwota",
  loading: "Wczytujemy zamówienie…",
  offlineTitle: "Zamówienie czeka na połączenie",
  offlineWaiting: "Zamówienie zostanie wysłane po odzyskaniu połączenia.",
  offlineReference: "Numer referencyjny",
  offlineKeepOpen:
    "Nie zamykaj tej karty: gdy internet wróci, wyślemy zamówienie i pokażemy jego numer. Nie składaj go drugi raz.",
  notFound:
    "Nie znaleźliśmy tego zamówienia. Sprawdź link z wiadomości e-mail albo zaloguj się i otwórz je na koncie.",
  offline: "Nie możemy teraz wczytać zamówienia: brak połączenia z internetem.",
  signInToSee: "Zaloguj się na swoje konto, aby zobaczyć to zamówienie.",
  signIn: "Zaloguj się",
  backToShop: "Wróć do sklepu",
  allOrders: "Wszystkie zamówienia",
  showOrder: "Szczegóły",
  showOrderOf: (n: string) => `Szczegóły zamówienia ${n}`,
} as const;
