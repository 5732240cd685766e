import { join } from "node:path";

/** The browser state of a shopper who answered the cookie notice (written by `consent.setup.ts`). */
export const CONSENTED_STATE = join(process.env.E2E_DATA_DIR ?? ".", "consented-state.json");

/** An empty browser state: a first visit, the cookie notice not answered yet. */
export const FIRST_VISIT = { cookies: [], origins: [] };
