/** The staff role a key acts with (after-sales-and-law.md §1). */
export type TestStaffRole = "owner" | "customer_service" | "warehouse";

/** The first owner tests start the API with (`ADMIN_EMAIL` / `ADMIN_PASSWORD`), so they can sign in. */
export const TEST_OWNER = { email: "wlasciciel@outlet.local", password: "Test-Owner-Password-2026" } as const;

/**
 * The environment that gives a test API {@link TEST_OWNER} as its first owner (instead of a one-time
 * password printed to the terminal).
 *
 * @example
 * const api = await startTestApi({ env: { ...TEST_OWNER_ENV } });
 */
export const TEST_OWNER_ENV = { ADMIN_EMAIL: TEST_OWNER.email, ADMIN_PASSWORD: TEST_OWNER.password } as const;

/**
 * Signs the owner in to a running API and creates a per-role staff API key (`stk_…`), the way a script
 * gets one; the key goes in `Authorization: Bearer …` of `/api/admin/*` calls.
 *
 * @example
 * const key = await staffApiKey(api.origin); // owner key, for POST /api/admin/products/{sku}
 */
export async function staffApiKey(
  origin: string,
  owner: { readonly email: string; readonly password: string } = TEST_OWNER,
  role: TestStaffRole = "owner",
): Promise<string> {
  const login = await fetch(`${origin}/api/admin/session/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const session = (await login.json()) as { result?: { csrfToken?: string } };
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("outlet_staff="))
    ?.split(";")[0];
  if (login.status !== 200 || cookie === undefined || !session.result?.csrfToken)
    throw new Error(`staff log-in answered ${login.status}`);
  const created = await fetch(`${origin}/api/admin/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-csrf-token": session.result.csrfToken },
    body: JSON.stringify({ name: `test ${role}`, role }),
  });
  const key = ((await created.json()) as { result?: { key?: string } }).result?.key;
  if (created.status !== 200 || key === undefined)
    throw new Error(`API key creation answered ${created.status}`);
  return key;
}
