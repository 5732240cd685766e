import { describe, expect, it } from "vitest";
import {
  orderActionConfirmation,
  orderActionDoneMessage,
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
