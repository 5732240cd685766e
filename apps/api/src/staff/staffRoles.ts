import type { StaffRole } from "@outlet/contract";

/**
 * Every staff role (after-sales-and-law.md §1), for routes any staff member may use.
 *
 * @example
 * router.get("/api/admin/settings", { staff: { roles: STAFF_ROLES } }, handler);
 */
export const STAFF_ROLES: readonly StaffRole[] = ["owner", "customer_service", "warehouse"];

/** Polish names of the roles, as the back office shows them. */
export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: "właściciel",
  customer_service: "obsługa klienta",
  warehouse: "magazyn",
};
