// The staff side of the API (after-sales-and-law.md §1 "Roles", §7 "Staff API"): who may act in the back
// office, and the actor a staff write is recorded under.

/**
 * A staff role (after-sales-and-law.md §1, decision): the owner does everything (staff accounts, API keys,
 * settings); customer service handles orders, refunds, returns, complaints and customers; the warehouse
 * packs, ships, marks delivered and receives returns.
 *
 * @example
 * const role: StaffRole = "warehouse";
 */
export type StaffRole = "owner" | "customer_service" | "warehouse";

/**
 * The staff member (or per-role API key) behind a request to `/api/admin/*`: what a route handler acts as
 * and what the audit log records. An API key acts under the id and e-mail of the owner who created it, with
 * the key's role.
 *
 * @example
 * const actor: StaffPrincipal = { id: 1, email: "wlasciciel@outlet.pl", role: "owner" };
 */
export interface StaffPrincipal {
  readonly id: number;
  readonly email: string;
  readonly role: StaffRole;
}
