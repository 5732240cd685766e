// Digital content not supplied on a tangible medium (the downloadable PDFs): the consumer loses the right of
// withdrawal only once delivery started with their express consent and their acknowledgement that the
// right is then lost (ustawa o prawach konsumenta art. 38 ust. 1 pkt 13; Directive 2011/83/EU art. 16(m);
// after-sales-and-law.md §2, §7). E-vouchers (`virtual`) are a means of payment and keep the right.

/** The product type of digital content (a downloadable file). */
export const DIGITAL_CONTENT_TYPE = "downloadable";

/**
 * The consent and acknowledgement the shopper ticks before ordering digital content, word for word: the
 * checkout's checkbox label, and what the confirmation mail repeats.
 */
export const DIGITAL_CONTENT_CONSENT =
  "Żądam natychmiastowego dostarczenia treści cyfrowych (plików PDF) przed upływem terminu do odstąpienia od umowy i przyjmuję do wiadomości, że z chwilą rozpoczęcia ich dostarczania tracę prawo odstąpienia od umowy.";

/** The Polish message at the consent's field while it is not given. */
export const DIGITAL_CONTENT_CONSENT_REQUIRED =
  "Aby kupić treści cyfrowe, zaznacz zgodę na ich natychmiastowe dostarczenie i przyjęcie do wiadomości utraty prawa odstąpienia od umowy.";

/**
 * Whether an order or cart holds digital content, so the express consent is required. Pure.
 *
 * @example
 * hasDigitalContent([{ type_id: "simple" }, { type_id: "downloadable" }]); // true
 * hasDigitalContent([{ type_id: "virtual" }]); // false (an e-voucher keeps the withdrawal right)
 */
export function hasDigitalContent(
  lines: readonly { readonly type_id?: string | null | undefined }[],
): boolean {
  return lines.some((line) => line.type_id === DIGITAL_CONTENT_TYPE);
}
