/**
 * One issue of a 400 answer (api-contract.md §13: `issues[].path`, `code`, `message` in the request's
 * language).
 *
 * @example
 * ```ts
 * const issue: ServerIssue = { path: "body.addressInformation.shippingAddress.telephone", message: "Podaj numer telefonu." };
 * ```
 */
export interface ServerIssue {
  readonly path?: unknown;
  readonly code?: unknown;
  readonly message?: unknown;
}

/**
 * The API's issues placed at the checkout form's fields (section → field → the API's message), the
 * payment method's additional data (the BLIK code) and the messages no field shows.
 *
 * @example
 * ```ts
 * const placed: ServerFieldErrors = serverFieldErrors(issues, { invoice: false, billingShown: false });
 * placed.shipping.phoneNumber; // "Nieprawidłowy numer telefonu."
 * ```
 */
export interface ServerFieldErrors {
  readonly personal: Readonly<Record<string, string>>;
  readonly shipping: Readonly<Record<string, string>>;
  readonly payment: Readonly<Record<string, string>>;
  readonly invoice: Readonly<Record<string, string>>;
  /** The issue at `payment_method_additional` (the BLIK code), or null. */
  readonly additional: string | null;
  /** Messages of issues that no form field shows (a line's stock, an unknown key), deduplicated. */
  readonly unplaced: readonly string[];
  /** Whether any issue was placed at a field. */
  readonly placed: boolean;
}

/** The order address keys (api-contract.md §12.11) → the checkout form's address fields. */
const ADDRESS_FIELDS: ReadonlyMap<string, string> = new Map([
  ["firstname", "firstName"],
  ["lastname", "lastName"],
  ["street", "streetAddress"],
  ["street.0", "streetAddress"],
  ["street.1", "apartmentNumber"],
  ["city", "city"],
  ["postcode", "zipCode"],
  ["country_id", "country"],
  ["countryId", "country"],
  ["telephone", "phoneNumber"],
]);

/** The billing keys that come from the company invoice when it is on (behaviour.md §10.5 decision). */
const INVOICE_FIELDS: ReadonlyMap<string, string> = new Map([
  ["company", "companyName"],
  ["vat_id", "vatId"],
  ["street", "street"],
  ["street.0", "street"],
  ["street.1", "house"],
  ["postcode", "zipCode"],
  ["city", "city"],
  ["country_id", "country_id"],
]);

/** Order keys outside the addresses → section and field. */
const ORDER_FIELDS: ReadonlyMap<string, readonly [keyof ServerFieldSections, string]> = new Map([
  ["shipping_method_code", ["shipping", "shippingMethod"]],
  ["shipping_carrier_code", ["shipping", "shippingMethod"]],
  ["inpost_locker", ["shipping", "inpostLocker"]],
  ["payment_method_code", ["payment", "paymentMethod"]],
]);

type ServerFieldSections = Pick<ServerFieldErrors, "personal" | "shipping" | "payment" | "invoice">;

/** Where one issue path lands: a section and field, the additional data, or nowhere. */
function placeIssue(
  path: string,
  form: { readonly invoice: boolean; readonly billingShown: boolean },
): readonly [keyof ServerFieldSections, string] | "additional" | null {
  const rest = path.replace(/^body\./, "").replace(/^addressInformation\./, "");
  if (rest.startsWith("payment_method_additional")) return "additional";
  const order = ORDER_FIELDS.get(rest.split(".")[0] ?? "");
  if (order) return order;
  const address = /^(shippingAddress|billingAddress)\.(.+)$/.exec(rest);
  if (!address) return null;
  const [, which, key = ""] = address;
  if (key === "email") return ["personal", "emailAddress"];
  if (which === "billingAddress" && form.invoice && INVOICE_FIELDS.has(key))
    return ["invoice", INVOICE_FIELDS.get(key) ?? key];
  const field = ADDRESS_FIELDS.get(key);
  if (!field) return null;
  // A billing address copied from the shipping address is shown (and fixed) in the shipping fields.
  return [which === "billingAddress" && form.billingShown ? "payment" : "shipping", field];
}

/**
 * Places the issues of an order's 400 answer at the checkout form's fields, so the shopper sees the API's
 * reason (in Polish) where it applies, never in a toast alone: shipping address → shipping fields, billing
 * address → the billing fields when shown, else the shipping fields they copy, or the invoice fields when
 * the company invoice is on; the e-mail → personal details; methods → their choices; the payment's
 * additional data → the BLIK code. The first issue of a field wins. Pure.
 *
 * @example
 * ```ts
 * serverFieldErrors(
 *   [{ path: "body.addressInformation.shippingAddress.telephone", message: "Nieprawidłowy format." }],
 *   { invoice: false, billingShown: false },
 * ).shipping; // { phoneNumber: "Nieprawidłowy format." }
 * ```
 */
export function serverFieldErrors(
  issues: readonly ServerIssue[],
  form: { readonly invoice: boolean; readonly billingShown: boolean },
): ServerFieldErrors {
  const sections = { personal: {}, shipping: {}, payment: {}, invoice: {} } as Record<
    keyof ServerFieldSections,
    Record<string, string>
  >;
  let additional: string | null = null;
  const unplaced: string[] = [];
  let placed = false;
  for (const issue of issues) {
    if (typeof issue.message !== "string" || issue.message === "") continue;
    const where = placeIssue(String(issue.path ?? ""), form);
    if (where === "additional") {
      additional ??= issue.message;
      placed = true;
    } else if (where) {
      const [section, field] = where;
      sections[section][field] ??= issue.message;
      placed = true;
    } else if (!unplaced.includes(issue.message)) unplaced.push(issue.message);
  }
  return { ...sections, additional, unplaced, placed };
}
