import {
  COMPLAINT_GROUND_LABELS,
  COMPLAINT_REMEDY_LABELS,
  COMPLAINT_STATUS_LABELS,
  type ComplaintAnswer,
  type ComplaintGround,
  type ComplaintRemedy,
} from "@outlet/after-sales";
import { formatDate, formatLongDateTime } from "@outlet/formatting";
import { plainMail } from "../mail/plainMail.js";

/** What a complaint mail names. */
export interface ComplaintMailData {
  readonly reference: string;
  readonly orderNumber: string;
  readonly productName: string;
  readonly remedy: ComplaintRemedy;
  readonly ground: ComplaintGround | null;
  /** The last day to answer, `YYYY-MM-DD` Warsaw. */
  readonly deadlineDay: string;
  readonly receivedAt: number;
  readonly answer: ComplaintAnswer | null;
  /**
   * The complaint on its order page (`…/zamowienie/000000042/aZ3…#complaint-7`; the guest's link holds the
   * order's secret derived again), or `null` when no safe link exists.
   */
  readonly complaintPage: string | null;
}

/** The mails of a complaint. */
export type ComplaintMailKind = "complaint_received" | "complaint_answered" | "complaint_lapsed";

const day = (value: string): string => formatDate(value, "D MMMM YYYY");

function answerLines(answer: ComplaintAnswer): string[] {
  if (answer.decision === "rejected") {
    return ["Odrzuciliśmy reklamację.", `Uzasadnienie: ${answer.reason}`];
  }
  const lines =
    answer.by === "system"
      ? [
          "Nie odpowiedzieliśmy na reklamację w ciągu 14 dni, więc zgodnie z prawem uznajemy ją za zasadną.",
          `Sposób rozpatrzenia: ${COMPLAINT_REMEDY_LABELS[answer.remedy]}. Skontaktujemy się z Tobą w sprawie dalszych kroków.`,
        ]
      : [`Uznaliśmy reklamację. Sposób rozpatrzenia: ${COMPLAINT_REMEDY_LABELS[answer.remedy]}.`];
  if (answer.note) lines.push(answer.note);
  return lines;
}

/**
 * A complaint mail's subject and bodies, in Polish with Warsaw dates (after-sales-and-law.md §4): the
 * shopper's confirmation (reference and the day by which the shop answers), the shop's answer to the
 * shopper, and the note to the shop that a complaint was accepted because its deadline passed. Pure.
 *
 * @example
 * complaintMail("complaint_received", data).subject; // "Reklamacja REK/2026/1 przyjęta"
 */
export function complaintMail(
  kind: ComplaintMailKind,
  data: ComplaintMailData,
): { subject: string; text: string; html: string } {
  const lines: string[] = [];
  let subject: string;
  switch (kind) {
    case "complaint_received":
      subject = `Reklamacja ${data.reference} przyjęta`;
      lines.push(
        `Otrzymaliśmy Twoją reklamację ${data.reference} (${formatLongDateTime(data.receivedAt)}) dotyczącą produktu „${data.productName}” z zamówienia ${data.orderNumber}.`,
        `Żądanie: ${COMPLAINT_REMEDY_LABELS[data.remedy]}.`,
      );
      if (data.ground) lines.push(`Podstawa: ${COMPLAINT_GROUND_LABELS[data.ground]}.`);
      lines.push(
        `Odpowiemy najpóźniej ${day(data.deadlineDay)}. Jeśli nie odpowiemy w tym terminie, reklamacja zostanie uznana.`,
      );
      break;
    case "complaint_answered":
      subject = `Odpowiedź na reklamację ${data.reference}`;
      lines.push(
        `Reklamacja ${data.reference} (produkt „${data.productName}”, zamówienie ${data.orderNumber}): ${COMPLAINT_STATUS_LABELS[data.answer?.decision ?? "submitted"].toLowerCase()}.`,
        ...(data.answer ? answerLines(data.answer) : []),
      );
      break;
    case "complaint_lapsed":
      subject = `Reklamacja ${data.reference} uznana z powodu upływu terminu`;
      lines.push(
        `Termin odpowiedzi na reklamację ${data.reference} (zamówienie ${data.orderNumber}, produkt „${data.productName}”) minął ${day(data.deadlineDay)}.`,
        `Reklamacja została uznana z mocy prawa (żądanie: ${COMPLAINT_REMEDY_LABELS[data.remedy]}). Klient otrzymał wiadomość.`,
      );
      break;
  }
  if (data.complaintPage && kind !== "complaint_lapsed") {
    lines.push(`Status reklamacji i odpowiedź sklepu: ${data.complaintPage}`);
  }
  return plainMail(subject, lines);
}
