import { describe, expect, it } from "vitest";
import {
  cashTakenBy,
  orderActionConfirmation,
  orderActionDoneMessage,
  refundAmountError,
  returnRefundConfirmation,
  returnRefundDone,
} from "./staffActionTexts";

// formatPrice separates the amount from "zł" with a no-break space
const plain = (text: string | undefined) => text?.replace(/\u00a0/g, " ");

describe("orderActionConfirmation", () => {
  it("asks before confirming a payment, with the amount and the order", () => {
    const asked = orderActionConfirmation("confirm_payment", "000000012", 14199);
    expect(plain(asked?.title)).toBe("Potwierdzić wpłatę 141,99 zł za zamówienie 000000012?");
    expect(asked?.confirm).toBe("Potwierdź wpłatę");
  });

  it("asks before a refund, naming the amount on the button too", () => {
    const asked = orderActionConfirmation("refund", "000000012", 5000);
    expect(plain(asked?.title)).toBe("Zwrócić 50,00 zł klientowi za zamówienie 000000012?");
    expect(plain(asked?.confirm)).toBe("Zwróć 50,00 zł");
  });

  it("asks before a cancellation and says whether money goes back", () => {
    expect(plain(orderActionConfirmation("cancel", "000000007", 14199)?.content)).toContain(
      "klient dostanie zwrot 141,99 zł",
    );
    expect(orderActionConfirmation("cancel", "000000007", 0)?.content).toBe(
      "Towar wróci na stan. Tego nie da się cofnąć.",
    );
  });

  it("lets packing and shipping go without a question", () => {
    expect(orderActionConfirmation("pack", "000000012", 14199)).toBeNull();
    expect(orderActionConfirmation("ship", "000000012", 14199)).toBeNull();
  });
});

describe("orderActionDoneMessage", () => {
  it("says what happened in Polish", () => {
    expect(orderActionDoneMessage("confirm_payment")).toBe("Wpłata potwierdzona.");
    expect(orderActionDoneMessage("pack")).toBe("Zamówienie spakowane.");
    expect(plain(orderActionDoneMessage("refund", 14199))).toBe("Zwrot 141,99 zł zlecony.");
    expect(plain(orderActionDoneMessage("cancel", 2000))).toBe(
      "Zamówienie anulowane. Zwrot 20,00 zł zlecony.",
    );
    expect(orderActionDoneMessage("cancel", 0)).toBe("Zamówienie anulowane.");
  });
});

describe("returnRefundConfirmation", () => {
  it("names the amount and the order", () => {
    expect(plain(returnRefundConfirmation(141.99, "000000012").title)).toBe(
      "Zwrócić 141,99 zł klientowi za zamówienie 000000012?",
    );
    expect(plain(returnRefundDone(141.99))).toBe("Zwrot 141,99 zł zlecony.");
  });
});

describe("cash on delivery handed over (a money move that asks first)", () => {
  const cod = { payment_kind: "cash_on_delivery", total_grosze: 131795, paid_grosze: 0 };

  it("books the whole total of a cash-on-delivery order when it is delivered or collected", () => {
    expect(cashTakenBy("deliver", cod)).toBe(131795);
    expect(cashTakenBy("collect", { ...cod, total_grosze: 26999 })).toBe(26999);
    expect(cashTakenBy("deliver", { ...cod, payment_kind: "transfer", paid_grosze: 131795 })).toBe(0);
    expect(cashTakenBy("ship", cod)).toBe(0);
  });

  it("asks before marking a cash-on-delivery order delivered, naming the amount and the order", () => {
    const asked = orderActionConfirmation("deliver", "000000042", 131795);
    expect(plain(asked?.title)).toBe(
      "Oznaczyć zamówienie 000000042 jako dostarczone i zapłacone 1317,95 zł przy odbiorze?",
    );
    expect(asked?.content).toBe(
      "Zrób to dopiero, gdy paczkę doręczono, a klient za nią zapłacił (kurierowi albo w paczkomacie). Wpłata zostanie zapisana w zamówieniu.",
    );
    expect(plain(asked?.confirm)).toBe("Dostarczone, zapłacono 1317,95 zł");
    // at a parcel locker one pays by card or BLIK: "przy odbiorze", never "gotówką", and a full stop
    expect(plain(orderActionDoneMessage("deliver", 13698))).toBe(
      "Zamówienie oznaczone jako dostarczone. Zapisano wpłatę 136,98 zł przy odbiorze.",
    );
    expect(plain(orderActionConfirmation("collect", "000000043", 26999)?.title)).toBe(
      "Wydać zamówienie 000000043 i przyjąć zapłatę 269,99 zł przy odbiorze?",
    );
    expect(plain(orderActionDoneMessage("collect", 26999))).toBe(
      "Zamówienie oznaczone jako odebrane w sklepie. Zapisano wpłatę 269,99 zł przy odbiorze.",
    );
  });

  it("asks nothing when no cash changes hands (a prepaid order)", () => {
    expect(orderActionConfirmation("deliver", "000000042", 0)).toBeNull();
    expect(orderActionConfirmation("collect", "000000042", 0)).toBeNull();
  });
});

describe("refundAmountError", () => {
  it("refuses more than is left of the payment at the field, naming the most", () => {
    expect(plain(refundAmountError(40000, 32198) ?? "")).toBe(
      "Najwyżej 321,98 zł: tyle zostało z wpłaty po wcześniejszych zwrotach.",
    );
  });

  it("lets the whole rest and less through, refuses nothing and zero", () => {
    expect(refundAmountError(32198, 32198)).toBeNull();
    expect(refundAmountError(100, 32198)).toBeNull();
    expect(refundAmountError(null, 32198)).toBe("Podaj kwotę w złotych, np. 25,50.");
    expect(refundAmountError(0, 32198)).toBe("Podaj kwotę w złotych, np. 25,50.");
  });
});
