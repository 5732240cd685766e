/** The first owner of the back office journeys' API (started with `ADMIN_EMAIL` / `ADMIN_PASSWORD`). */
export const ADMIN_E2E_OWNER = {
  email: "wlasciciel@outlet.local",
  password: "Panel-Wlasciciel-Haslo-2026",
} as const;

/** The API the journeys run against (playwright.config.ts). */
export const ADMIN_API_ORIGIN = `http://127.0.0.1:${process.env.E2E_ADMIN_API_PORT ?? 18180}`;
