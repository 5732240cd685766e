import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  startShop,
  uniqueEmail,
} from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV, STOREFRONT_URL: "https://sklep.example.pl" });
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

let ipCounter = 1;
const ip = () => ({
  "x-forwarding-key": TEST_FORWARDING_KEY,
  "x-forwarded-for": `198.21.${Math.floor(ipCounter / 250)}.${1 + (ipCounter++ % 250)}`,
});
const SUBSCRIBE = "/api/ext/mailchimp-subscribe/subscribe";

const outbox = (kind: string, to: string): Json[] =>
  readdirSync(join(api.dataDir, "outbox"))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(api.dataDir, "outbox", f), "utf8")))
    .filter((m) => m.kind === kind && m.to === to);

/** Subscribes and confirms; returns the subscriber's code from the welcome mail. */
async function subscriber(email = uniqueEmail("nl")): Promise<{ email: string; code: string }> {
  expect((await call(api, "POST", SUBSCRIBE, { body: { email, consent: true }, headers: ip() })).status).toBe(
    200,
  );
  const token = outbox("newsletter_confirm", email).at(-1).data.confirmToken;
  const confirmed = await call(api, "POST", "/api/ext/mailchimp-subscribe/confirm", {
    body: { token },
    headers: ip(),
  });
  expect(confirmed.status).toBe(200);
  return { email, code: outbox("newsletter_welcome", email).at(-1).data.coupon };
}

async function cartWith(coupon: string): Promise<{ id: string; applied: Json }> {
  const id = (await call(api, "POST", "/api/cart/create", { headers: ip() })).body.result;
  await call(api, "POST", `/api/cart/update?cartId=${id}`, {
    body: { cartItem: { sku: picks.simple.sku, qty: 1, quoteId: id } },
    headers: ip(),
  });
  const applied = await call(
    api,
    "POST",
    `/api/cart/apply-coupon?cartId=${id}&coupon=${encodeURIComponent(coupon)}`,
    {
      headers: ip(),
    },
  );
  return { id, applied };
}

async function order(cartId: string): Promise<Json> {
  const key = orderKey();
  return call(api, "POST", "/api/order", {
    body: orderBody(key, [{ sku: picks.simple.sku, qty: 1 }], { cart_id: cartId }),
    headers: { "idempotency-key": key, ...ip() },
  });
}

describe("the newsletter coupon (issue 12): one use per subscriber, enforced by the API", () => {
  it("refuses the bare campaign code NEWSLETTER10 (it worked for anyone, any number of times)", async () => {
    const { applied } = await cartWith("NEWSLETTER10");
    expect(applied.status).toBe(400);
    expect(applied.body.result.issues[0].code).toBe("coupon_invalid");
  });

  it("mails each confirmed subscriber their own code with an unsubscribe link; the code gives 10 % once", async () => {
    const { email, code } = await subscriber();
    expect(code).toMatch(/^NEWSLETTER10-[A-Z0-9]{10}$/);
    const welcome = outbox("newsletter_welcome", email).at(-1);
    expect(welcome.text).toContain(`Twój kod rabatowy: ${code}`);
    expect(welcome.text).toContain(
      `https://sklep.example.pl/newsletter/wypisz?token=${welcome.data.unsubscribeToken}&email=${encodeURIComponent(email)}`,
    );
    const first = await cartWith(code.toLowerCase());
    expect(first.applied.body.result).toBe(true);
    const totals = (await call(api, "GET", `/api/cart/totals?cartId=${first.id}`, { headers: ip() })).body
      .result;
    expect(totals.coupon_code).toBe(code);
    expect(totals.discount_amount).toBeLessThan(0);
    const placed = await order(first.id);
    expect(placed.status).toBe(200);
    // the cart's totals had no delivery chosen; the order adds the courier (5,00 zł)
    expect(Math.round(placed.body.result.grand_total * 100)).toBe(Math.round(totals.grand_total * 100) + 500);
    // used: a second cart cannot take it, and is told it was used (after-sales-and-law.md §7)
    const second = await cartWith(code);
    expect(second.applied.status).toBe(400);
    expect(second.applied.body.result.issues[0]).toMatchObject({
      path: "query.coupon",
      code: "coupon_used",
      message: "Ten kod rabatowy został już wykorzystany.",
    });
    expect(second.applied.body.result.message).toBe("Ten kod rabatowy został już wykorzystany.");
    // an unknown code of the same shape is still incorrect, not used
    const unknown = await cartWith("NEWSLETTER10-AAAAAAAAAA");
    expect(unknown.applied.body.result.issues[0].code).toBe("coupon_invalid");
  });

  it("lets only the first of two carts holding the same code order with it", async () => {
    const { code } = await subscriber();
    const a = await cartWith(code);
    const b = await cartWith(code);
    expect(a.applied.body.result).toBe(true);
    expect(b.applied.body.result).toBe(true);
    expect((await order(a.id)).status).toBe(200);
    const refused = await order(b.id);
    expect(refused.status).toBe(400);
    expect(refused.body.result.issues[0]).toMatchObject({
      path: "cart_id",
      code: "coupon_used",
      message: "Ten kod rabatowy został już wykorzystany.",
    });
  });

  it("gives no second code to a subscriber who unsubscribes and subscribes again", async () => {
    const { email, code } = await subscriber();
    const welcome = outbox("newsletter_welcome", email).at(-1);
    const unsubscribed = await call(api, "DELETE", SUBSCRIBE, {
      body: { email, unsubscribe_token: welcome.data.unsubscribeToken },
      headers: ip(),
    });
    expect(unsubscribed.body.result).toBe("OK");
    const again = await subscriber(email);
    expect(again.code).toBe(code);
  });

  it("refuses a made-up personal code", async () => {
    const { applied } = await cartWith("NEWSLETTER10-ABCDEFGHIJ");
    expect(applied.status).toBe(400);
  });
});

describe("mail links (issue 12)", () => {
  it("does not count mail links against the subscribe limit (one shared address can confirm and unsubscribe)", async () => {
    const shared = { "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": "198.22.0.1" };
    for (let i = 0; i < 15; i += 1) {
      const confirm = await call(api, "POST", "/api/ext/mailchimp-subscribe/confirm", {
        body: { token: `nieznany-${i}` },
        headers: shared,
      });
      expect(confirm.status).toBe(400);
      const alert = await call(api, "POST", "/api/ext/stock-alert/unsubscribe", {
        body: { token: `nieznany-${i}` },
        headers: shared,
      });
      expect(alert.status).toBe(400);
    }
  });

  it("keeps the confirmation mail's unsubscribe link working after confirming (and the welcome mail's too)", async () => {
    const { email } = await subscriber();
    const first = outbox("newsletter_confirm", email).at(-1).data.unsubscribeToken;
    const later = outbox("newsletter_welcome", email).at(-1).data.unsubscribeToken;
    for (const token of [first, later]) {
      const res = await call(api, "DELETE", SUBSCRIBE, {
        body: { email, unsubscribe_token: token },
        headers: ip(),
      });
      expect(res.body.result).toBe("OK");
    }
    const forged = await call(api, "DELETE", SUBSCRIBE, {
      body: { email: uniqueEmail("inny"), unsubscribe_token: later },
      headers: ip(),
    });
    expect(forged.status).toBe(400);
  });

  it("the confirm mail links the storefront's confirm and unsubscribe pages, with the e-mail for unsubscribing", async () => {
    const email = uniqueEmail("linki");
    await call(api, "POST", SUBSCRIBE, { body: { email, consent: true }, headers: ip() });
    const mail = outbox("newsletter_confirm", email)[0];
    expect(mail.data.links).toEqual([
      `https://sklep.example.pl/newsletter/potwierdz?token=${mail.data.confirmToken}`,
      `https://sklep.example.pl/newsletter/wypisz?token=${mail.data.unsubscribeToken}&email=${encodeURIComponent(email)}`,
    ]);
    for (const link of mail.data.links) expect(mail.text).toContain(link);
  });
});
