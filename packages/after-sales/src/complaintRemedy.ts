/**
 * What a shopper may ask for when goods do not conform to the contract (ustawa o prawach konsumenta
 * art. 43d–43e): repair or replacement first; a price reduction or withdrawal only on one of art. 43e's
 * grounds.
 */
export type ComplaintRemedy = "repair" | "replacement" | "price_reduction" | "withdrawal";

/** Every remedy, in the law's order. */
export const COMPLAINT_REMEDIES: readonly ComplaintRemedy[] = [
  "repair",
  "replacement",
  "price_reduction",
  "withdrawal",
];

/** The remedies the shopper may ask for without a ground (art. 43d ust. 1). */
export const FIRST_REMEDIES: readonly ComplaintRemedy[] = ["repair", "replacement"];

/** Polish names of the remedies, as the form and the mails show them. */
export const COMPLAINT_REMEDY_LABELS: Readonly<Record<ComplaintRemedy, string>> = {
  repair: "Naprawa",
  replacement: "Wymiana na nowy",
  price_reduction: "Obniżenie ceny",
  withdrawal: "Odstąpienie od umowy",
};

/**
 * The grounds of art. 43e ust. 1 on which a price reduction or withdrawal may be asked for at once
 * (after-sales-and-law.md §4).
 */
export type ComplaintGround =
  | "repair_impossible_or_refused"
  | "persists_after_repair"
  | "significant"
  | "seller_declined";

/** Every ground, in the law's order. */
export const COMPLAINT_GROUNDS: readonly ComplaintGround[] = [
  "repair_impossible_or_refused",
  "persists_after_repair",
  "significant",
  "seller_declined",
];

/** Polish wording of each ground, as the form offers them. */
export const COMPLAINT_GROUND_LABELS: Readonly<Record<ComplaintGround, string>> = {
  repair_impossible_or_refused: "Sklep odmówił naprawy lub wymiany albo są one niemożliwe",
  persists_after_repair: "Wada nie zniknęła mimo naprawy lub wymiany",
  significant: "Wada jest na tyle istotna, że uzasadnia od razu obniżenie ceny lub odstąpienie od umowy",
  seller_declined: "Sklep oświadczył, że nie doprowadzi towaru do zgodności z umową",
};

/** Why a remedy cannot be asked for as given. */
export type ComplaintRemedyRefusal = "ground_required";

/**
 * Whether `remedy` may be asked for with `ground`: repair and replacement always (a ground given with them
 * is dropped), a price reduction or withdrawal only with one of art. 43e's grounds. Pure.
 *
 * @example
 * checkComplaintRemedy("withdrawal", null); // { ok: false, reason: "ground_required" }
 * checkComplaintRemedy("repair", "significant"); // { ok: true, remedy: "repair", ground: null }
 */
export function checkComplaintRemedy(
  remedy: ComplaintRemedy,
  ground: ComplaintGround | null,
):
  | { readonly ok: true; readonly remedy: ComplaintRemedy; readonly ground: ComplaintGround | null }
  | { readonly ok: false; readonly reason: ComplaintRemedyRefusal } {
  if (FIRST_REMEDIES.includes(remedy)) return { ok: true, remedy, ground: null };
  if (ground === null) return { ok: false, reason: "ground_required" };
  return { ok: true, remedy, ground };
}

/**
 * Whether a string names a remedy. Pure.
 *
 * @example
 * isComplaintRemedy("naprawa"); // false ("repair" is)
 */
export function isComplaintRemedy(value: unknown): value is ComplaintRemedy {
  return typeof value === "string" && (COMPLAINT_REMEDIES as readonly string[]).includes(value);
}

/**
 * Whether a string names a ground of art. 43e. Pure.
 *
 * @example
 * isComplaintGround("significant"); // true
 */
export function isComplaintGround(value: unknown): value is ComplaintGround {
  return typeof value === "string" && (COMPLAINT_GROUNDS as readonly string[]).includes(value);
}
