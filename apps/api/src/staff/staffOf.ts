import type { StaffPrincipal } from "@outlet/contract";
import type { FastifyRequest } from "fastify";

/** The staff member the router's guard let through, per request (and the API key it came with, if any). */
const principals = new WeakMap<FastifyRequest, { principal: StaffPrincipal; apiKeyId: number | null }>();
/** The API key an actor object came through: the audit log records it beside the owner it acts for. */
const keyOfPrincipal = new WeakMap<StaffPrincipal, number>();

/**
 * The staff member behind a request to a route registered with `staff: { roles }`. The router's guard has
 * already checked the session (or API key), the CSRF token and the role, so this never fails inside such a
 * handler; called from a route without `staff`, it throws (a programmer error).
 *
 * @example
 * router.post("/api/admin/orders/:id/pack", { staff: { roles: ["owner", "warehouse"] } }, async (request) => {
 *   const actor = staffOf(request); // { id: 2, email: "magazyn@outlet.pl", role: "warehouse" }
 * });
 */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  const entry = principals.get(request);
  if (entry === undefined) throw new Error(`staffOf: ${request.url} is not a staff route`);
  return entry.principal;
}

/**
 * Records the actor the guard admitted (src/http/createRouter.ts calls it; nothing else should).
 *
 * @example
 * admitStaff(request, { id: 1, email: "wlasciciel@outlet.pl", role: "owner" }, null);
 */
export function admitStaff(
  request: FastifyRequest,
  principal: StaffPrincipal,
  apiKeyId: number | null,
): void {
  principals.set(request, { principal, apiKeyId });
  if (apiKeyId !== null) keyOfPrincipal.set(principal, apiKeyId);
}

/**
 * The id of the API key an actor came through, or `null` for a session (the audit log records it).
 *
 * @example
 * apiKeyOfPrincipal(staffOf(request)); // 3, or null
 */
export function apiKeyOfPrincipal(principal: StaffPrincipal): number | null {
  return keyOfPrincipal.get(principal) ?? null;
}
