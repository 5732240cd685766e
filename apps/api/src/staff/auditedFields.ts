/**
 * Every field name an audited staff write may hold in its values before and after: the audit log's
 * vocabulary, one entry per segment of a value's path (`shipment.carrierName` → `shipment`, `carrierName`).
 * The back office names each in Polish (`apps/admin/src/audit/auditText.ts`; its test fails on a name
 * missing there), and every API test server checks the entries its tests wrote against this list when it
 * stops (`test/startServer.ts`), so a write that starts auditing a new field fails until it is listed here
 * and named there. A product's `fields` change may name any document field: the document's attributes the
 * back office and the import write are listed.
 */
export const AUDITED_FIELDS: readonly string[] = [
  // orders (adminOrderRoutes.ts, auditView)
  "status",
  "paidGrosze",
  "refundedGrosze",
  "shipment",
  "carrierCode",
  "carrierName",
  "trackingNumber",
  "shippedAt",
  "deliveredOn",
  // returns (afterSales/returnCommands.ts)
  "refund_grosze",
  "problem_note",
  // complaints (complaints/complaintService.ts)
  "answer",
  "at",
  "by",
  "decision",
  "note",
  "reason",
  "remedy",
  // reviews (adminReviewRoutes.ts)
  "review_status",
  "verified_purchase",
  // products (catalog/applyProductChange.ts: the changed fields and the stock)
  "price",
  "special_price",
  "special_from_date",
  "special_to_date",
  "final_price",
  "name",
  "stock",
  "qty",
  "is_in_stock",
  "description",
  "short_description",
  "meta_title",
  "meta_description",
  "meta_keyword",
  "url_key",
  "visibility",
  "manufacturer",
  "eu_responsible_person",
  "ean",
  "safety_information",
  "composition",
  "material_statement",
  "care_instructions",
  "no_withdrawal_after_unseal",
  // the catalogue import (importMain.ts)
  "imported",
  "attributes",
  "categories",
  "products",
  "rejected",
  "warnings",
  // customers (adminCustomerRoutes.ts)
  "orders",
  "reviews",
  "email",
  "anonymised",
  "ordersKeptForAccounting",
  "complaintPhotosDeleted",
  // staff, sessions and API keys (staffRoutes.ts, staffSessionRoutes.ts)
  "id",
  "role",
  "disabled",
  "createdAt",
  "passwordReset",
  "oneTimePassword",
  "totpEnabled",
  "prefix",
  "revoked",
  // the shop settings (settingsRoutes.ts, @outlet/contract ShopSettings)
  "company",
  "street",
  "postcode",
  "city",
  "country",
  "nip",
  "regon",
  "krs",
  "phone",
  "bankAccount",
  "holder",
  "iban",
  "bankName",
  "paymentDays",
  "returns",
  "periodDays",
  "cost",
  "costGrosze",
  "method",
  "address",
  "carriers",
  "ownBrandManufacturer",
  "contactUrl",
  // the CMS and the menu (cms/*.ts)
  "identifier",
  "title",
  "content",
  "active",
  "version",
  "expiresAt",
  "items",
];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The field names of an audit entry's value as the back office reads them: the keys of the value and of its
 * nested objects three levels deep (an array, or anything deeper, is one value). Pure.
 *
 * @example
 * auditFieldNames({ status: "paid", shipment: { carrierName: "InPost" } }); // ["status", "shipment", "carrierName"]
 */
export function auditFieldNames(value: unknown, depth = 0): string[] {
  if (!isPlainObject(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    key,
    ...(depth < 2 ? auditFieldNames(inner, depth + 1) : []),
  ]);
}
