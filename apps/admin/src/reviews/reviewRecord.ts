import type { RaRecord } from "react-admin";

/** A review as the back office lists it (`GET /api/admin/reviews`, issue 27); never the author's e-mail. */
export interface ReviewRecord extends RaRecord<number> {
  readonly product_id: number | null;
  readonly review_entity: "product" | "shop";
  readonly sku: string | null;
  readonly title: string;
  readonly detail: string;
  readonly nickname: string;
  readonly rating?: number;
  /** 1 published, 2 waiting for moderation, 3 rejected. */
  readonly review_status: number;
  readonly status_label: string;
  /** Decided by the API when the review was written: tied to a purchase. */
  readonly verified_purchase: boolean;
  readonly order_number: string | null;
  readonly created_at: string;
  /** The same in Warsaw time, `HH:mm D/M/YYYY`. */
  readonly created_at_warsaw: string;
  readonly moderated_at: string | null;
  readonly moderated_at_warsaw: string | null;
  readonly moderated_by: string | null;
}

/** The status filter's choices, as the API numbers them (api-contract §12.7). */
export const REVIEW_STATUS_CHOICES: { id: string; name: string }[] = [
  { id: "2", name: "Czeka na moderację" },
  { id: "1", name: "Opublikowana" },
  { id: "3", name: "Odrzucona" },
];

/** "5/5", or a dash for a review without a rating. */
export const ratingText = (record: Pick<ReviewRecord, "rating">): string =>
  record.rating === undefined ? "—" : `${record.rating}/5`;
