/** What an erased customer's orders keep: the invoice data of the billing address (name, company, tax id, address). */
const INVOICE_FIELDS = new Set([
  "firstname",
  "lastname",
  "company",
  "vat_id",
  "street",
  "city",
  "postcode",
  "region",
  "region_id",
  "region_code",
  "country_id",
  "address_type",
]);

/** The address an erased customer's shipping assignment shows instead of theirs. */
const ERASED_ADDRESS = { firstname: "Dane usunięte", lastname: "", street: [], city: "", postcode: "" };

/**
 * The e-mail an erased account and its orders carry instead of the shopper's: unique per customer, never
 * deliverable (`.invalid`, RFC 2606).
 *
 * @example
 * erasedEmail(42); // "usuniety-42@anonim.invalid"
 */
export function erasedEmail(customerId: number): string {
  return `usuniety-${customerId}@anonim.invalid`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A stored order document of an erased customer (GDPR art. 17 with the accounting exception of
 * ustawa o rachunkowości art. 74: invoice data kept 5 years): the billing address keeps only its invoice
 * fields, the e-mail becomes {@link erasedEmail}, the shipping address, telephone numbers and comments go.
 * Items, totals, payment and status stay. Pure.
 *
 * @example
 * anonymiseOrderBody({ customer_email: "anna@example.pl", billing_address: { firstname: "Anna", telephone: "+48 600" } }, 7);
 * // { customer_email: "usuniety-7@anonim.invalid", billing_address: { firstname: "Anna", email: "usuniety-7@anonim.invalid" } }
 */
export function anonymiseOrderBody(
  doc: Record<string, unknown>,
  customerId: number,
): Record<string, unknown> {
  const email = erasedEmail(customerId);
  const { comments: _comments, ...rest } = doc;
  const out: Record<string, unknown> = { ...rest };
  if ("customer_email" in doc) out.customer_email = email;
  if (isObject(doc.billing_address)) {
    const billing: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(doc.billing_address))
      if (INVOICE_FIELDS.has(key)) billing[key] = value;
    billing.email = email;
    out.billing_address = billing;
  }
  const ext = doc.extension_attributes;
  if (isObject(ext) && Array.isArray(ext.shipping_assignments)) {
    out.extension_attributes = {
      ...ext,
      shipping_assignments: ext.shipping_assignments.map((assignment) => {
        if (!isObject(assignment) || !isObject(assignment.shipping)) return assignment;
        return {
          ...assignment,
          shipping: { ...assignment.shipping, address: { ...ERASED_ADDRESS, email } },
        };
      }),
    };
  }
  return out;
}
