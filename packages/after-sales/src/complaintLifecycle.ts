import { complaintAnswerDeadline, complaintWindow } from "./complaintDeadlines.js";
import {
  type ComplaintGround,
  type ComplaintRemedy,
  checkComplaintRemedy,
  isComplaintRemedy,
} from "./complaintRemedy.js";
import { type LineUnitsHeld, unitsKept } from "./orderReturnState.js";

/**
 * A complaint's status: `submitted` until the shop answers; `accepted` (by staff, or by the law when the
 * 14 days pass unanswered, art. 7a) or `rejected` (by staff, with a reason). Both answers are final.
 */
export type ComplaintStatus = "submitted" | "accepted" | "rejected";

/** Every status. */
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ["submitted", "accepted", "rejected"];

/** Polish names of the statuses, as the shopper and the back office read them. */
export const COMPLAINT_STATUS_LABELS: Readonly<Record<ComplaintStatus, string>> = {
  submitted: "Czeka na odpowiedź sklepu",
  accepted: "Uznana",
  rejected: "Odrzucona",
};

/** The shop's answer to a complaint. `by: "system"` is the acceptance by the passing of the deadline. */
export type ComplaintAnswer =
  | {
      readonly decision: "accepted";
      readonly remedy: ComplaintRemedy;
      readonly by: "staff" | "system";
      readonly at: number;
      /** Staff's note to the shopper (what happens next), may be empty. */
      readonly note: string;
    }
  | { readonly decision: "rejected"; readonly reason: string; readonly by: "staff"; readonly at: number };

/** A complaint as the rules see it. Times are epoch ms. */
export interface ComplaintState {
  readonly status: ComplaintStatus;
  /** What the shopper asked for. */
  readonly remedy: ComplaintRemedy;
  readonly ground: ComplaintGround | null;
  readonly receivedAt: number;
  /** The end of the last day to answer (see `complaintAnswerDeadline`). */
  readonly deadlineAt: number;
  readonly answer: ComplaintAnswer | null;
}

/** Who acts on a complaint: a staff member with a role, or the shop itself (the deadline job). */
export type ComplaintActor =
  | { readonly kind: "staff"; readonly role: "owner" | "customer_service" | "warehouse" }
  | { readonly kind: "system" };

/** What staff or the shop asks of a complaint. */
export type ComplaintCommand =
  /** Accepts it with a remedy (by default the one asked for) and an optional note to the shopper. */
  | { readonly type: "accept"; readonly remedy?: ComplaintRemedy; readonly note?: string }
  /** Rejects it; the reason is shown to the shopper and must say why (at least 10 characters). */
  | { readonly type: "reject"; readonly reason: string }
  /** The deadline passed without an answer: accepted by the law (system only). */
  | { readonly type: "lapse" };

/** What an answer causes, as data for the caller to run. */
export type ComplaintEffect =
  /** Mail the shopper the answer (also an acceptance by the deadline). */
  | { readonly type: "mail_shopper"; readonly kind: "complaint_answered" }
  /** Mail the shop that a complaint was accepted because nobody answered it in time. */
  | { readonly type: "mail_shop"; readonly kind: "complaint_lapsed" }
  /** An audit entry (`actor` "system" for the deadline). */
  | { readonly type: "audit"; readonly action: string; readonly actor: "staff" | "system" };

/** Why a command or a new complaint was refused. */
export type ComplaintRefusalReason =
  | "not_delivered"
  | "window_closed"
  | "line_withdrawn"
  | "already_open"
  | "description_too_short"
  | "ground_required"
  | "already_answered"
  | "deadline_passed"
  | "not_yet_due"
  | "reason_required"
  | "role_forbidden";

/** A refusal: its reason and the Polish sentence the shopper or staff reads. */
export interface ComplaintRefusal {
  readonly ok: false;
  readonly reason: ComplaintRefusalReason;
  readonly message: string;
  /** `already_open`: the complaint on the same line still waiting for the shop's answer. */
  readonly openComplaint?: OpenComplaint;
}

/** A complaint on a line still waiting for the shop's answer (`submitted`). */
export interface OpenComplaint {
  readonly id: number;
  /** Its reference, `REK/2026/7`. */
  readonly reference: string;
}

/**
 * The Polish message of each refusal. Pure.
 *
 * @example
 * complaintRefusalMessage("window_closed"); // "Minęły 2 lata od dostarczenia — reklamacja nie jest już możliwa."
 * complaintRefusalMessage("already_open", "REK/2026/7"); // "Reklamacja tego produktu jest już rozpatrywana (nr REK/2026/7)."
 */
export function complaintRefusalMessage(reason: ComplaintRefusalReason, reference = ""): string {
  switch (reason) {
    case "already_open":
      return `Reklamacja tego produktu jest już rozpatrywana (nr ${reference}).`;
    case "not_delivered":
      return "Reklamację można złożyć po dostarczeniu zamówienia.";
    case "window_closed":
      return "Minęły 2 lata od dostarczenia — reklamacja nie jest już możliwa.";
    case "line_withdrawn":
      return "Od umowy co do tego produktu już odstąpiono (zwrot) — reklamacja nie jest możliwa.";
    case "description_too_short":
      return "Opisz, co jest nie tak (co najmniej 10 znaków).";
    case "ground_required":
      return "Obniżenia ceny lub odstąpienia od umowy możesz żądać tylko z jednego z podanych powodów — wybierz go.";
    case "already_answered":
      return "Na tę reklamację sklep już odpowiedział.";
    case "deadline_passed":
      return "Minął termin odpowiedzi — reklamacja została uznana z mocy prawa.";
    case "not_yet_due":
      return "Termin odpowiedzi jeszcze nie minął.";
    case "reason_required":
      return "Podaj powód odrzucenia (co najmniej 10 znaków).";
    case "role_forbidden":
      return "Twoja rola nie pozwala odpowiadać na reklamacje.";
  }
}

const refuse = (reason: ComplaintRefusalReason): ComplaintRefusal => ({
  ok: false,
  reason,
  message: complaintRefusalMessage(reason),
});

/** What a shopper sends with a new complaint (the photos are checked apart, by their bytes). */
export interface ComplaintRequest {
  /** The order's delivery date (Warsaw `YYYY-MM-DD`), or `null` when it has not been delivered. */
  readonly deliveredOn: string | null;
  /** The line's units: ordered and already withdrawn (see {@link unitsKept}). */
  readonly units: LineUnitsHeld;
  /** The line's complaint still waiting for an answer, if any: a second one is refused until it is decided. */
  readonly openOnLine?: OpenComplaint | null;
  readonly description: string;
  readonly remedy: ComplaintRemedy;
  readonly ground: ComplaintGround | null;
}

/** Shortest description a complaint may have, in characters after trimming. */
export const COMPLAINT_DESCRIPTION_MIN = 10;

/**
 * Whether a complaint may be made now about a line of goods delivered on `deliveredOn`: only once delivered,
 * until the end of the 2-year period (after-sales-and-law.md §4), and only while the shopper still holds a
 * unit of it under the contract — units withdrawn from (odstąpienie, §2) left the contract, so a line whose
 * every unit was withdrawn is refused (`line_withdrawn`) — and while no complaint on the same line waits for
 * the shop's answer (`already_open`: one non-conformity is decided once; a new one may follow the decision).
 * Pure.
 *
 * @example
 * complaintAllowed("2026-11-20", Date.UTC(2026, 10, 29), { qty: 1, withdrawnQty: 0 }); // { ok: true, closesAt: … }
 * complaintAllowed("2026-11-20", Date.UTC(2026, 10, 29), { qty: 1, withdrawnQty: 1 }).ok; // false ("line_withdrawn")
 * complaintAllowed(null, Date.now(), { qty: 1, withdrawnQty: 0 }).ok; // false ("not_delivered")
 * complaintAllowed("2026-11-20", now, { qty: 1, withdrawnQty: 0 }, { id: 3, reference: "REK/2026/3" }).ok; // false ("already_open")
 */
export function complaintAllowed(
  deliveredOn: string | null,
  now: number,
  units: LineUnitsHeld,
  openOnLine: OpenComplaint | null = null,
): { readonly ok: true; readonly closesAt: number; readonly lastDay: string } | ComplaintRefusal {
  if (unitsKept(units) === 0) return refuse("line_withdrawn");
  if (openOnLine !== null) {
    return {
      ok: false,
      reason: "already_open",
      message: complaintRefusalMessage("already_open", openOnLine.reference),
      openComplaint: openOnLine,
    };
  }
  if (deliveredOn === null) return refuse("not_delivered");
  const period = complaintWindow(deliveredOn);
  if (now > period.endsAt) return refuse("window_closed");
  return { ok: true, closesAt: period.endsAt, lastDay: period.lastDay };
}

/**
 * Opens a complaint received at `now`: checks the delivery, the 2-year period, the description and the
 * remedy's ground, and sets the 14-day answer deadline (after-sales-and-law.md §4). Pure.
 *
 * @example
 * const opened = openComplaint({ deliveredOn: "2026-11-20", units: { qty: 1, withdrawnQty: 0 }, description: "Pruje się szew", remedy: "repair", ground: null }, now);
 * if (opened.ok) opened.complaint.deadlineAt; // the end of the 14th Warsaw day after today
 */
export function openComplaint(
  request: ComplaintRequest,
  now: number,
): { readonly ok: true; readonly complaint: ComplaintState; readonly lastDay: string } | ComplaintRefusal {
  const allowed = complaintAllowed(request.deliveredOn, now, request.units, request.openOnLine ?? null);
  if (!allowed.ok) return allowed;
  if (request.description.trim().length < COMPLAINT_DESCRIPTION_MIN) return refuse("description_too_short");
  const remedy = checkComplaintRemedy(request.remedy, request.ground);
  if (!remedy.ok) return refuse(remedy.reason);
  const deadline = complaintAnswerDeadline(now);
  return {
    ok: true,
    lastDay: deadline.lastDay,
    complaint: {
      status: "submitted",
      remedy: remedy.remedy,
      ground: remedy.ground,
      receivedAt: now,
      deadlineAt: deadline.endsAt,
      answer: null,
    },
  };
}

/**
 * Whether a complaint is past its answer deadline without an answer, so the shop must mark it accepted
 * (art. 7a). Pure.
 *
 * @example
 * isComplaintOverdue(complaint, complaint.deadlineAt + 1); // true while it is still "submitted"
 */
export function isComplaintOverdue(complaint: ComplaintState, now: number): boolean {
  return complaint.status === "submitted" && now > complaint.deadlineAt;
}

/**
 * Applies a command to a complaint: staff (owner, customer service) accept it with a remedy or reject it
 * with a reason while the deadline runs; once it has passed unanswered only the shop itself may act, and
 * it accepts the complaint with the remedy asked for (art. 7a). Returns the new state and the effects as
 * data (mail the shopper, mail the shop for a lapse, an audit entry), or a refusal. Pure.
 *
 * @example
 * transitionComplaint(complaint, { type: "reject", reason: "Ślady użytkowania niezgodne z opisem" }, { kind: "staff", role: "owner" }, now);
 */
export function transitionComplaint(
  complaint: ComplaintState,
  command: ComplaintCommand,
  actor: ComplaintActor,
  now: number,
):
  | { readonly ok: true; readonly complaint: ComplaintState; readonly effects: readonly ComplaintEffect[] }
  | ComplaintRefusal {
  if (complaint.status !== "submitted") return refuse("already_answered");
  if (command.type === "lapse") {
    if (actor.kind !== "system") return refuse("role_forbidden");
    if (!isComplaintOverdue(complaint, now)) return refuse("not_yet_due");
    return {
      ok: true,
      complaint: {
        ...complaint,
        status: "accepted",
        answer: { decision: "accepted", remedy: complaint.remedy, by: "system", at: now, note: "" },
      },
      effects: [
        { type: "mail_shopper", kind: "complaint_answered" },
        { type: "mail_shop", kind: "complaint_lapsed" },
        { type: "audit", action: "complaint.lapse", actor: "system" },
      ],
    };
  }
  if (actor.kind !== "staff" || actor.role === "warehouse") return refuse("role_forbidden");
  if (isComplaintOverdue(complaint, now)) return refuse("deadline_passed");
  if (command.type === "accept") {
    const remedy = command.remedy ?? complaint.remedy;
    if (!isComplaintRemedy(remedy)) throw new RangeError(`unknown remedy ${String(remedy)}`);
    return {
      ok: true,
      complaint: {
        ...complaint,
        status: "accepted",
        answer: { decision: "accepted", remedy, by: "staff", at: now, note: (command.note ?? "").trim() },
      },
      effects: [
        { type: "mail_shopper", kind: "complaint_answered" },
        { type: "audit", action: "complaint.accept", actor: "staff" },
      ],
    };
  }
  const reason = command.reason.trim();
  if (reason.length < COMPLAINT_DESCRIPTION_MIN) return refuse("reason_required");
  return {
    ok: true,
    complaint: {
      ...complaint,
      status: "rejected",
      answer: { decision: "rejected", reason, by: "staff", at: now },
    },
    effects: [
      { type: "mail_shopper", kind: "complaint_answered" },
      { type: "audit", action: "complaint.reject", actor: "staff" },
    ],
  };
}
