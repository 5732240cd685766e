/** A product's kind, as far as the withdrawal right cares. */
export type AfterSalesProductKind = "physical" | "downloadable" | "virtual";

/** An order line as the withdrawal rules read it. */
export interface AfterSalesLine {
  /** The order line's id (`item_id`). */
  readonly id: number;
  readonly name: string;
  /** Units ordered. */
  readonly qty: number;
  /** What the line cost the shopper before the order-level coupon (its own discount already in), grosze. */
  readonly paidGrosze: number;
  readonly kind: AfterSalesProductKind;
  /** The product flag `no_withdrawal_after_unseal` (art. 38 pkt 5: hygiene seal). */
  readonly noWithdrawalAfterUnseal: boolean;
}

/** Whether and how a line may be withdrawn. */
export type LineWithdrawability =
  | { readonly withdrawable: true; readonly condition: null }
  | {
      readonly withdrawable: true;
      /** Withdrawable only while the hygienic seal is unbroken (art. 38 pkt 5). */
      readonly condition: "sealed_only";
      readonly message: string;
    }
  | { readonly withdrawable: false; readonly reason: "digital_content_started"; readonly message: string };

/**
 * What the withdrawal form and the product page say of a product flagged `no_withdrawal_after_unseal`
 * (after-sales-and-law.md §2; ustawa o prawach konsumenta art. 38 pkt 5): the right stays while the seal is
 * whole and ends once the shopper opens it after delivery.
 */
export const UNSEAL_ENDS_WITHDRAWAL =
  "Produkt higieniczny w zapieczętowanym opakowaniu: możesz odstąpić od umowy, dopóki opakowanie jest nienaruszone. Po jego otwarciu prawo odstąpienia wygasa (art. 38 pkt 5 ustawy o prawach konsumenta)." as const;

/**
 * The withdrawal notice of a product page (after-sales-and-law.md §2): {@link UNSEAL_ENDS_WITHDRAWAL} for a
 * product flagged `no_withdrawal_after_unseal`, `null` for any other. Pure.
 *
 * @example
 * productWithdrawalNotice({ no_withdrawal_after_unseal: true }); // "Produkt higieniczny w zapieczętowanym opakowaniu: …"
 * productWithdrawalNotice({}); // null
 */
export function productWithdrawalNotice(product: {
  readonly no_withdrawal_after_unseal?: unknown;
}): typeof UNSEAL_ENDS_WITHDRAWAL | null {
  return product.no_withdrawal_after_unseal === true ? UNSEAL_ENDS_WITHDRAWAL : null;
}

/**
 * Whether a line may be withdrawn (after-sales-and-law.md §2, art. 38): a downloadable file whose delivery
 * started with the shopper's express consent may not (pkt 13); a product flagged
 * `no_withdrawal_after_unseal` may only while its hygienic seal is unbroken (pkt 5: the exception needs the
 * seal broken after delivery, which only the returned parcel shows — decision: the line is offered with that
 * condition, and the merchant notes a problem on receipt); everything else, e-vouchers included, may. Pure.
 *
 * @param digitalConsent - Whether the order stored `consents.digital_immediate_delivery: true`.
 * @example
 * lineWithdrawability({ id: 3, name: "Poradnik PDF", qty: 1, paidGrosze: 1999, kind: "downloadable", noWithdrawalAfterUnseal: false }, true).withdrawable; // false
 */
export function lineWithdrawability(line: AfterSalesLine, digitalConsent: boolean): LineWithdrawability {
  if (line.kind === "downloadable" && digitalConsent) {
    return {
      withdrawable: false,
      reason: "digital_content_started",
      message:
        "Plik do pobrania: dostarczanie rozpoczęło się za Twoją wyraźną zgodą, więc prawo odstąpienia nie przysługuje (art. 38 pkt 13 ustawy o prawach konsumenta).",
    };
  }
  if (line.noWithdrawalAfterUnseal) {
    return { withdrawable: true, condition: "sealed_only", message: UNSEAL_ENDS_WITHDRAWAL };
  }
  return { withdrawable: true, condition: null };
}
