import { CONSENT_CLAIM_CODE } from "@outlet/claims";
import type { Client } from "@outlet/transport";
import { createClaimsStore } from "../claims/claimsStore";
import { rememberConsentDecided } from "../consent/consentHint";
import { createConsentStore } from "../consent/consentStore";
import { createStartPageRecorder } from "../consent/startPageRecorder";
import type { BrowserRuntime } from "./shopRuntime";

/** The claim codes the shop reads at start. */
export const SHOP_CLAIM_CODES: readonly string[] = [CONSENT_CLAIM_CODE, "my-size"];

/**
 * The shopper's claims and what is built on them: the cookie consent and the start-page record that waits
 * for it. `start()` loads the claims (before anything else, so the notice shows early), restores the
 * consent and sends the start-page record when allowed; a later decision sends it too.
 *
 * @example
 * const shopClaims = createShopClaims({ runtime, client, now: Date.now, log }); await shopClaims.start();
 */
export function createShopClaims(deps: {
  readonly runtime: BrowserRuntime | null;
  readonly client: () => Promise<Client>;
  readonly now: () => number;
  readonly log: (message: string, detail?: unknown) => void;
}) {
  const { runtime } = deps;
  const claims = createClaimsStore({
    collection: () => runtime?.storage.collection("claims") ?? null,
    now: deps.now,
    log: deps.log,
  });
  const consent = createConsentStore({
    claims,
    now: deps.now,
    ...(runtime ? { remember: (decided: boolean) => rememberConsentDecided(document, decided) } : {}),
  });
  const startPage = createStartPageRecorder({
    session: runtime?.session ?? null,
    startUrl: () => runtime?.startUrl?.() ?? "/",
    consent: () => consent.state.consent,
    now: deps.now,
    send: async (record) => (await deps.client()).site.startPage(record),
    log: deps.log,
  });
  consent.onDecision(() => startPage.maybeSend());
  return {
    claims,
    consent,
    async start(): Promise<void> {
      if (!runtime) return;
      await claims.load(SHOP_CLAIM_CODES).catch((error: unknown) => deps.log("claims", error));
      consent.restore();
      startPage.maybeSend();
    },
    /** Another tab stored a claim (behaviour.md §9.4). */
    receive(code: string, value: unknown): void {
      claims.applyRemote(code, value);
      if (code === CONSENT_CLAIM_CODE) consent.applyRemote();
    },
  };
}
