import type { Client } from "@outlet/transport";
import { describe, expect, it, vi } from "vitest";
import { createNewsletterStore } from "./newsletterStore";

function storeWithClient() {
  const subscribe = vi.fn(async () => undefined);
  const client = { newsletter: { subscribe } } as unknown as Client;
  const store = createNewsletterStore({ client: async () => client, collection: () => null });
  return { store, subscribe };
}

describe("createNewsletterStore subscribe", () => {
  it("sends nothing without the shopper's consent", async () => {
    const { store, subscribe } = storeWithClient();
    expect(await store.subscribe("anna@example.pl", false)).toBe(false);
    expect(subscribe).not.toHaveBeenCalled();
    expect(store.state.isSubscribed).toBe(null);
  });

  it("sends the given consent and waits for the double opt-in (status pending)", async () => {
    const { store, subscribe } = storeWithClient();
    expect(await store.subscribe("anna@example.pl", true)).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({ email: "anna@example.pl", consent: true, lang: "pl" });
    expect(store.state.status).toBe("pending");
    expect(store.state.isSubscribed).toBe(true);
  });
});
