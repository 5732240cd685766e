import type { RaRecord } from "ra-core";

/** A complaint as `GET /api/admin/complaints` and `…/{id}` answer it (issue 26). */
export interface ComplaintRecord extends RaRecord<number> {
  readonly reference: string;
  readonly order_number: string;
  readonly product_name: string;
  readonly sku: string;
  readonly description: string;
  readonly email: string;
  readonly remedy: string;
  readonly remedy_label: string;
  readonly ground_label: string | null;
  readonly status: "submitted" | "accepted" | "rejected";
  readonly status_label: string;
  readonly received_at: string;
  readonly deadline_day: string;
  /** Due within two days and not yet answered. */
  readonly due_soon: boolean;
  /** Accepted by law because nobody answered within 14 days. */
  readonly overdue: boolean;
  readonly answer: {
    readonly decision: "accepted" | "rejected";
    readonly by: "staff" | "system";
    readonly at: string;
    readonly remedy_label: string | null;
    readonly note: string | null;
    readonly reason: string | null;
  } | null;
  readonly photos: readonly { readonly position: number; readonly url: string }[];
  /** Only on the complaint's page: the remedies staff may accept with. */
  readonly remedies?: readonly { readonly code: string; readonly label: string }[];
}

/** The statuses as the queue's filter offers them. */
export const COMPLAINT_STATUS_CHOICES = [
  { id: "submitted", name: "Czeka na odpowiedź" },
  { id: "accepted", name: "Uznana" },
  { id: "rejected", name: "Odrzucona" },
];

/**
 * A Warsaw date `YYYY-MM-DD` as staff read it (`24.11.2026`).
 *
 * @example
 * polishDay("2026-11-24"); // "24.11.2026"
 */
export function polishDay(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}
