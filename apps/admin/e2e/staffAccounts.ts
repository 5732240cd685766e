import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import { ADMIN_API_ORIGIN, ADMIN_E2E_OWNER } from "./adminOwner";

/** A staff member's log-in for the journeys. */
export interface StaffLogin {
  readonly email: string;
  readonly password: string;
}

async function signInOver(api: APIRequestContext, who: StaffLogin): Promise<string> {
  const login = await api.post(`${ADMIN_API_ORIGIN}/api/admin/session/login`, { data: who });
  expect(login.status(), `log-in of ${who.email}`).toBe(200);
  return (await login.json()).result.csrfToken as string;
}

/**
 * A staff account of `role` made through the staff API as the owner does it in "Pracownicy" (the journey in
 * sign-in.spec.ts walks that screen), its one-time password already replaced, so a journey can sign in.
 */
export async function staffAccount(
  role: "warehouse" | "customer_service",
  email: string,
): Promise<StaffLogin> {
  const password = `Haslo-${role}-2026-Mocne`;
  const asOwner = await playwrightRequest.newContext();
  const csrf = await signInOver(asOwner, ADMIN_E2E_OWNER);
  const created = await asOwner.post(`${ADMIN_API_ORIGIN}/api/admin/staff`, {
    data: { email, role },
    headers: { "x-csrf-token": csrf },
  });
  expect(created.status()).toBe(200);
  const oneTime = (await created.json()).result.oneTimePassword as string;
  await asOwner.dispose();
  const asStaff = await playwrightRequest.newContext();
  const staffCsrf = await signInOver(asStaff, { email, password: oneTime });
  const changed = await asStaff.post(`${ADMIN_API_ORIGIN}/api/admin/session/password`, {
    data: { newPassword: password },
    headers: { "x-csrf-token": staffCsrf },
  });
  expect(changed.status()).toBe(200);
  await asStaff.dispose();
  return { email, password };
}
