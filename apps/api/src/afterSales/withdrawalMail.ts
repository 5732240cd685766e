import { formatLongDateTime, formatPrice } from "@outlet/formatting";
import { type PlainMailContent, plainMail } from "../mail/plainMail.js";
import type { ReturnPolicy, StoredWithdrawalLine } from "./withdrawalOrder.js";

/** The content of one after-sales mail. */
export type WithdrawalMailContent = PlainMailContent;

/** What the after-sales mails say about one withdrawal. */
export interface WithdrawalMailFacts {
  readonly orderNumber: string;
  /** When the withdrawal was received (epoch ms), shown in Warsaw time. */
  readonly at: number;
  readonly lines: readonly StoredWithdrawalLine[];
  readonly refundGrosze: number;
  readonly deliveryGrosze: number;
  readonly policy: ReturnPolicy;
  readonly returnCode: string | null;
  readonly needsBankAccount: boolean;
  /** The page where the shopper follows the return (`orderPageLink`), or `null`. */
  readonly page: string | null;
}

const zl = (grosze: number): string => formatPrice(grosze / 100);

/** The Polish date and time of an instant, Warsaw time: "29 listopada 2026, 10:05" (the one long form, s22). */
export const warsawDateTime = (at: number): string => formatLongDateTime(at);

/**
 * How to send the goods back, as the shopper reads it before confirming and in the acknowledgement: the way,
 * the code, the address and who pays (art. 34). Pure.
 *
 * @example
 * returnInstructions(policy, "ZWR-4KQ7-M2XP")[0]; // "Zwrot przez paczkomat InPost: nadaj paczkę z kodem ZWR-4KQ7-M2XP (bez drukowania etykiety)."
 */
export function returnInstructions(policy: ReturnPolicy, code: string | null): string[] {
  const address = `${policy.address.name}, ${policy.address.street}, ${policy.address.postcode} ${policy.address.city}`;
  const how =
    policy.method === "inpost_locker"
      ? code
        ? `Zwrot przez paczkomat InPost: nadaj paczkę z kodem ${code} (bez drukowania etykiety).`
        : "Zwrot przez paczkomat InPost: po potwierdzeniu dostaniesz kod nadania (bez drukowania etykiety)."
      : policy.method === "courier"
        ? "Zwrot kurierem: zapakuj towar, kurier odbierze paczkę spod wskazanego adresu."
        : `Zwrot w sklepie: przynieś towar do sklepu (${address}).`;
  const cost =
    policy.cost === "free"
      ? "Koszt odesłania pokrywa sklep."
      : `Koszt odesłania (${zl(policy.costGrosze)}) pokrywasz Ty.`;
  return [how, `Adres zwrotu: ${address}.`, cost, "Odeślij towar w ciągu 14 dni od odstąpienia od umowy."];
}

/**
 * The acknowledgement of a withdrawal on a durable medium (art. 11a): what was withdrawn, the date and time
 * it was received (Warsaw), the refund and how to send the goods back. Pure.
 *
 * @example
 * withdrawalAcknowledgementMail(facts).subject; // "Potwierdzenie odstąpienia od umowy – zamówienie 000000042"
 */
export function withdrawalAcknowledgementMail(facts: WithdrawalMailFacts): WithdrawalMailContent {
  const lines = [
    `Dnia ${warsawDateTime(facts.at)} (czas polski) otrzymaliśmy Twoje oświadczenie o odstąpieniu od umowy dotyczące zamówienia ${facts.orderNumber}.`,
    "Odstąpienie dotyczy:",
    ...facts.lines.map((l) => `– ${l.name} × ${l.qty} (${zl(l.grosze)})`),
    facts.deliveryGrosze > 0
      ? `Zwrócimy ${zl(facts.refundGrosze)}, w tym ${zl(facts.deliveryGrosze)} za dostawę.`
      : `Zwrócimy ${zl(facts.refundGrosze)}.`,
    "Pieniądze oddamy w ciągu 14 dni tą samą metodą płatności; możemy wstrzymać zwrot do otrzymania towaru lub dowodu jego nadania.",
    ...returnInstructions(facts.policy, facts.returnCode),
  ];
  if (facts.needsBankAccount) {
    lines.push(
      "Zamówienie było opłacone przelewem lub przy odbiorze: podaj numer konta do zwrotu na stronie zamówienia.",
    );
  }
  if (facts.page) lines.push(`Status zwrotu: ${facts.page}`);
  return plainMail(`Potwierdzenie odstąpienia od umowy – zamówienie ${facts.orderNumber}`, lines);
}

/** Where a refund's money went, as its mail says it. */
export type RefundDestination =
  /** Back through the payment operator to what the shopper paid with (art. 32 ust. 1: the same means). */
  | { readonly kind: "same_method"; readonly paymentTitle: string }
  /** A transfer to the account the shopper gave after the acknowledgement (a transfer or cash payment). */
  | { readonly kind: "account"; readonly account: string };

/** The refund step's extra facts: what the money was for and where it went. */
export interface RefundMailFacts {
  readonly lines: readonly StoredWithdrawalLine[];
  readonly deliveryGrosze: number;
  readonly to: RefundDestination;
}

/** An account number as a mail shows it: only its last four digits (the mail is not a safe place for it). */
const accountEnding = (account: string): string => account.replace(/\s+/g, "").slice(-4);

/** The lines of the refund step: the amount and when, what it was for, and where the money went. */
function refundLines(amount: string, when: string, refund: RefundMailFacts | undefined): string[] {
  if (!refund) return [`Zwróciliśmy ${amount} (${when}).`];
  const where =
    refund.to.kind === "account"
      ? `Pieniądze wysłaliśmy przelewem na wskazany przez Ciebie rachunek (numer kończący się cyframi ${accountEnding(refund.to.account)}).`
      : `Pieniądze wróciły tą samą metodą, którą zapłacono${refund.to.paymentTitle ? ` (${refund.to.paymentTitle})` : ""}; bank lub operator może potrzebować kilku dni, by pokazać je na rachunku.`;
  return [
    `Zwróciliśmy ${amount} za produkty objęte odstąpieniem od umowy (${when}):`,
    ...refund.lines.map((l) => `– ${l.name} × ${l.qty} (${zl(l.grosze)})`),
    ...(refund.deliveryGrosze > 0 ? [`– koszt dostawy (${zl(refund.deliveryGrosze)})`] : []),
    where,
  ];
}

/**
 * The mail of one step of the return (§3: each step mails the shopper); the refund's says what was refunded
 * and where the money went. Pure.
 *
 * @example
 * returnStepMail("received", { orderNumber: "000000042", at: Date.now(), refundGrosze: 10500, page: null }).subject;
 * // "Zwrot z zamówienia 000000042 – otrzymaliśmy paczkę"
 */
export function returnStepMail(
  step: "sent" | "received" | "refunded" | "problem",
  facts: Pick<WithdrawalMailFacts, "orderNumber" | "at" | "refundGrosze" | "page"> & {
    readonly note?: string;
    readonly refund?: RefundMailFacts;
  },
): WithdrawalMailContent {
  const when = warsawDateTime(facts.at);
  const [title, ...body] =
    step === "sent"
      ? ["paczka nadana", `Paczka ze zwrotem została nadana (${when}).`]
      : step === "received"
        ? ["otrzymaliśmy paczkę", `Otrzymaliśmy Twoją paczkę ze zwrotem (${when}).`]
        : step === "refunded"
          ? ["zwrot środków wykonany", ...refundLines(zl(facts.refundGrosze), when, facts.refund)]
          : [
              "uwaga do zwrotu",
              `Przy zwrocie zauważyliśmy problem: ${facts.note ?? ""}. Skontaktujemy się z Tobą.`,
            ];
  const lines = [...body, ...(facts.page ? [`Status zwrotu: ${facts.page}`] : [])];
  return plainMail(`Zwrot z zamówienia ${facts.orderNumber} – ${title}`, lines);
}
