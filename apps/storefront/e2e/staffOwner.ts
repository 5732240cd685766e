/**
 * The first owner of the journeys' API: playwright.config.ts starts it with `ADMIN_EMAIL` / `ADMIN_PASSWORD`
 * (so no one-time password is printed), and journeys that change the catalogue the way the back office does
 * sign in as this owner for a staff API key (`adminHeaders` in shopper.ts).
 */
export const E2E_OWNER = { email: "wlasciciel@outlet.local", password: "E2e-Wlasciciel-Haslo-2026" } as const;
