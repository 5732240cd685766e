import { type Claim, createClaim, readClaim } from "@outlet/claims";
import { proxy } from "valtio";

/** The part of an offline collection the claims store uses. */
interface ClaimsCollection {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<unknown>;
  removeItem(key: string): Promise<unknown>;
}

/**
 * The shopper's claims (transactions.md §3 "Other": code, created_at, value, description), one-time
 * decisions kept in the browser's offline storage, collection `claims`, one entry per code. Other tabs'
 * changes arrive through `applyRemote` (behaviour.md §9.4). Browser only; on the server the collection is
 * `null` and nothing is read or written.
 *
 * @example
 * const claims = createClaimsStore({ collection: () => storage.collection("claims"), now: Date.now });
 * await claims.load(["cookie-consent"]); await claims.set("my-size", { id: 169, label: "M" }, "Mój rozmiar: M");
 */
export function createClaimsStore(deps: {
  readonly collection: () => ClaimsCollection | null;
  readonly now: () => number;
  readonly log?: (message: string, detail?: unknown) => void;
}) {
  const state = proxy<{ loaded: boolean; claims: Record<string, Claim> }>({ loaded: false, claims: {} });
  const log = deps.log ?? (() => {});

  return {
    state,

    /** Reads the given codes from storage (a malformed entry reads as no claim). */
    async load(codes: readonly string[]): Promise<void> {
      const collection = deps.collection();
      if (collection) {
        const entries = await Promise.all(
          codes.map(
            async (code) => [code, readClaim(await collection.getItem(code).catch(() => null))] as const,
          ),
        );
        for (const [code, claim] of entries) if (claim && claim.code === code) state.claims[code] = claim;
      }
      state.loaded = true;
    },

    /** The claim of `code`, if the shopper decided. */
    get(code: string): Claim | undefined {
      return state.claims[code];
    },

    /** Records a decision now and stores it; resolves once it is written. */
    async set(code: string, value: unknown, description: string): Promise<Claim> {
      const claim = createClaim({ code, value, description, now: deps.now() });
      return this.put(claim);
    },

    /** Stores a claim made by a package rule (e.g. `consentClaim`). */
    async put(claim: Claim): Promise<Claim> {
      state.claims[claim.code] = claim;
      await deps
        .collection()
        ?.setItem(claim.code, claim)
        .catch((error: unknown) => log("claim not stored", error));
      return claim;
    },

    /** Forgets a decision. */
    async remove(code: string): Promise<void> {
      delete state.claims[code];
      await deps
        .collection()
        ?.removeItem(code)
        .catch((error: unknown) => log("claim not removed", error));
    },

    /** Another tab stored a claim. */
    applyRemote(code: string, value: unknown): void {
      const claim = readClaim(value);
      if (claim && claim.code === code) state.claims[code] = claim;
    },
  };
}

/**
 * The claims store type.
 *
 * @example
 * const claims: ClaimsStore = createClaimsStore({ collection: () => null, now: Date.now });
 */
export type ClaimsStore = ReturnType<typeof createClaimsStore>;
