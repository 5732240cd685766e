import type { Client, NewsletterStatus } from "@outlet/transport";
import { proxy } from "valtio";

/**
 * The newsletter (behaviour.md §13.3): subscribe is ignored when already subscribed, unsubscribe when not;
 * success is code 200 only. The popup is shown once per browser (`newsletter` collection, key `popup`).
 *
 * @example
 * const newsletter = createNewsletterStore(deps); await newsletter.subscribe("anna@example.pl");
 */
export function createNewsletterStore(deps: {
  readonly client: () => Promise<Client>;
  readonly collection: () => {
    getItem(key: string): Promise<unknown>;
    setItem(key: string, value: unknown): Promise<unknown>;
  } | null;
}) {
  const state = proxy<{
    isSubscribed: boolean | null;
    email: string | null;
    popup: boolean;
    /** The API's own answer for the account's e-mail (double opt-in: `pending` until confirmed). */
    status: NewsletterStatus | null;
  }>({
    isSubscribed: null,
    email: null,
    popup: false,
    status: null,
  });
  return {
    state,
    /** `status(email)`: subscribed ⇔ `result === 'subscribed'`. */
    async status(email: string): Promise<boolean> {
      const result = await (await deps.client()).newsletter.status(email).catch(() => null);
      state.status = result;
      const subscribed = result === "subscribed";
      state.isSubscribed = subscribed;
      if (subscribed) state.email = email;
      return subscribed;
    },
    /**
     * Subscribes with the shopper's explicit consent (GDPR art. 7: a consent that was not given is never
     * sent as given; `false` without a request). The API starts double opt-in, so the status is `pending`
     * until the e-mail's link is followed.
     */
    async subscribe(email: string, consent: boolean): Promise<boolean | undefined> {
      if (state.isSubscribed) return undefined;
      if (consent !== true) return false;
      try {
        await (await deps.client()).newsletter.subscribe({ email, consent, lang: "pl" });
      } catch {
        return false;
      }
      state.isSubscribed = true;
      state.status = "pending";
      state.email = email;
      deps
        .collection()
        ?.setItem("email", email)
        .catch(() => undefined);
      return true;
    },
    async unsubscribe(email: string): Promise<boolean | undefined> {
      if (!state.isSubscribed) return undefined;
      try {
        await (await deps.client()).newsletter.unsubscribe({ email });
      } catch {
        return false;
      }
      state.isSubscribed = false;
      state.status = "unsubscribed";
      return true;
    },
    /** Shows the popup unless it was shown before in this browser. */
    async maybeShowPopup(): Promise<void> {
      const collection = deps.collection();
      if (!collection) return;
      const seen = await collection.getItem("popup");
      if (!seen) state.popup = true;
    },
    closePopup(): void {
      state.popup = false;
      deps
        .collection()
        ?.setItem("popup", true)
        .catch(() => undefined);
    },
  };
}

/**
 * The newsletter store type.
 *
 * @example
 * const newsletter: NewsletterStore = createNewsletterStore({ client, collection: () => null });
 */
export type NewsletterStore = ReturnType<typeof createNewsletterStore>;
