import type { Client } from "@outlet/transport";
import { jitlessSchemas } from "../../lib/jitlessSchemas";
import type { PublicConfig } from "../../lib/publicConfig";
import type { BrowserRuntime } from "./shopRuntime";

/**
 * The two transport clients of a browser session, each created on its first use: the API's, and the shop's
 * own `/session/*` endpoints (login, social sign-in, refresh, logout), whose refresh token lives in an
 * HttpOnly cookie (issue 17). The transport with its response schemas is the largest part of the shopper
 * code, so it is loaded after hydration, on the first call.
 *
 * @example
 * const clients = createShopClients({ config, runtime, log, getToken, getCartId, refresh });
 * const api = await clients.client();
 */
export function createShopClients(input: {
  readonly config: PublicConfig;
  readonly runtime: BrowserRuntime | null;
  readonly log: (message: string) => void;
  /** The session's access token, read at call time. */
  readonly getToken: () => string | undefined;
  /** The server cart's id, read at call time. */
  readonly getCartId: () => string | number | undefined;
  /** The session store's single-flight refresh (behaviour.md §12.1). */
  readonly refresh: () => Promise<string | null | undefined>;
}) {
  const { config, runtime, log } = input;
  /**
   * The transport's `createClient`, handed over in a task after the one that ran the module (issue 29): its
   * body builds the response schemas (≈ 55 ms at 4× CPU on a phone), and the first requests with their
   * parsing followed in that same task, one long task where two short ones do.
   */
  const loadTransport = async () => {
    const { createClient } = await import("@outlet/transport");
    await runtime?.yieldToMain?.();
    return createClient;
  };
  let client: Promise<Client> | null = null;
  let sessionClient: Promise<Client> | null = null;
  return {
    /** The API's client. */
    client(): Promise<Client> {
      // The page's CSP forbids eval (app/entry.server.tsx): zod must not probe `new Function` for its schemas.
      jitlessSchemas();
      client ??= loadTransport().then((createClient) =>
        createClient({
          apiOrigin: config.apiOrigin,
          environment: "browser",
          // The shop speaks Polish whatever the browser's language: the API's messages shown to the shopper
          // (a wrong current password, the BLIK code) come in Polish (api-contract §1.3, English only for en).
          headers: { "Accept-Language": "pl-PL" },
          getToken: input.getToken,
          getCartId: input.getCartId,
          refreshAccessToken: input.refresh,
          logger: { error: (message: string) => log(message) },
          ...(runtime ? { fetch: runtime.fetch } : {}),
        }),
      );
      return client;
    },
    /** The client of the shop's own `/session/*` endpoints. */
    session(): Promise<Client> {
      jitlessSchemas();
      sessionClient ??= loadTransport().then((createClient) =>
        createClient({
          apiOrigin: globalThis.location.origin,
          environment: "browser",
          headers: { "Accept-Language": "pl-PL" },
          endpoints: {
            userLogin: "/session/login",
            userLoginToken: "/session/provider",
            userRefresh: "/session/refresh",
            userLogout: "/session/logout",
          },
          logger: { error: (message: string) => log(message) },
          ...(runtime ? { fetch: runtime.fetch } : {}),
        }),
      );
      return sessionClient;
    },
  };
}
