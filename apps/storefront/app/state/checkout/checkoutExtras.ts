import type { InvoiceDetails } from "@outlet/checkout";
import type { InpostLocker } from "@outlet/transport";

/** The `checkout` collection key of what the form holds beside the three saved sections. */
export const EXTRAS_KEY = "checkout-extras";

/**
 * What a reload of checkout keeps beside the personal, shipping and payment details (issue 12): the
 * company invoice, the comments and which saved address was chosen. The BLIK code is never kept (it is
 * valid for two minutes); the password never (checkoutDetailsStorage).
 *
 * @example
 * const saved: CheckoutExtras = { invoice, comments: { enabled: true, delivery: "Domofon 12", order: "" }, addressChoice: "31" };
 */
export interface CheckoutExtras {
  readonly invoice?: InvoiceDetails;
  readonly comments?: { enabled: boolean; delivery: string; order: string };
  readonly addressChoice?: string | null;
  readonly inpostLocker?: InpostLocker | null;
}

/**
 * The extras to save from the checkout state, as plain data. Pure.
 *
 * @example
 * checkoutExtras(snapshot(state)).comments?.delivery; // "Domofon 12"
 */
export function checkoutExtras(state: {
  readonly invoice: InvoiceDetails;
  readonly comments: { readonly enabled: boolean; readonly delivery: string; readonly order: string };
  readonly addressChoice: string | null;
  readonly inpostLocker: InpostLocker | null;
}): CheckoutExtras {
  return {
    invoice: { ...state.invoice },
    comments: { ...state.comments },
    addressChoice: state.addressChoice,
    inpostLocker: state.inpostLocker ? { ...state.inpostLocker } : null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The saved extras, each kept only when it has the expected shape (storage is input). Pure.
 *
 * @example
 * restoreExtras({ comments: { enabled: true, delivery: "Domofon 12", order: "" } }).comments?.enabled; // true
 */
export function restoreExtras(saved: unknown): CheckoutExtras {
  if (!isRecord(saved)) return {};
  const out: { -readonly [K in keyof CheckoutExtras]: CheckoutExtras[K] } = {};
  const invoice = saved.invoice;
  if (isRecord(invoice) && typeof invoice.enabled === "boolean" && typeof invoice.vatId === "string")
    out.invoice = invoice as unknown as InvoiceDetails;
  const comments = saved.comments;
  if (
    isRecord(comments) &&
    typeof comments.enabled === "boolean" &&
    typeof comments.delivery === "string" &&
    typeof comments.order === "string"
  )
    out.comments = { enabled: comments.enabled, delivery: comments.delivery, order: comments.order };
  if (typeof saved.addressChoice === "string" || saved.addressChoice === null)
    out.addressChoice = saved.addressChoice as string | null;
  const locker = saved.inpostLocker;
  if (locker === null) out.inpostLocker = null;
  else if (
    isRecord(locker) &&
    ["code", "name", "street", "postcode", "city"].every((key) => typeof locker[key] === "string")
  )
    out.inpostLocker = locker as unknown as InpostLocker;
  return out;
}
