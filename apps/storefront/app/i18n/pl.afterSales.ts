// What an order page says after the sale (s20): kept apart from pl.orders.ts, which the checkout loads too.

const at = (when: string | null): string => (when ? ` (${when})` : "");

/** The order page's lead line about money after a refund: what went back and when (Warsaw time). */
export const plAfterSalesLead = {
  refundedPart: (amount: string, when: string | null) => `Zwrócono: ${amount}${at(when)}`,
  returnedAll: (amount: string, when: string | null) =>
    `Zamówienie zwrócone — zwróciliśmy ${amount}${at(when)}.`,
  cancelledRefunded: (amount: string, when: string | null) =>
    `Zamówienie anulowane — zwróciliśmy ${amount}${at(when)}.`,
  refundedAll: (amount: string, when: string | null) =>
    `Zwróciliśmy całą zapłaconą kwotę: ${amount}${at(when)}.`,
} as const;

/** What the tracking box says comes next after the sale. */
export const plAfterSalesNext = {
  /** A return under way, by the least advanced return's status. */
  returnNext: {
    reported:
      "Odstąpiono od umowy. Czekamy na Twoją paczkę ze zwrotem — pieniądze oddamy po jej otrzymaniu lub po nadaniu.",
    sent: "Paczka ze zwrotem jest w drodze do nas. Pieniądze oddamy najpóźniej 14 dni od odstąpienia od umowy.",
    received: "Otrzymaliśmy Twoją paczkę ze zwrotem. Przygotowujemy zwrot pieniędzy.",
  } as Readonly<Record<string, string>>,
  returned: (amount: string, when: string | null) => `Zamówienie zwrócone. Zwróciliśmy ${amount}${at(when)}.`,
  partlyReturned: (amount: string, when: string | null) =>
    `Część zamówienia zwrócona: zwróciliśmy ${amount}${at(when)}. Co możesz zrobić z pozostałymi produktami, znajdziesz poniżej.`,
  cancelledRefunded: (amount: string, when: string | null) =>
    `Zamówienie zostało anulowane. Zwróciliśmy ${amount}${at(when)}.`,
} as const;
