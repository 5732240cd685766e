import { generateKeyPairSync, randomUUID, sign } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notifyBackInStock } from "../src/mail/notifyBackInStock.js";
import { call, type Picks, pickProducts, registerAndLogin, startShop, uniqueEmail } from "./shopHarness.js";
import { FORWARDING_ENV, type Json, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

let api: RunningServer;
let picks: Picks;
let fake: Server;
let fakeOrigin = "";
const conversions: { auth: string; body: Json }[] = [];
const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    let text = "";
    req.on("data", (c) => {
      text += c;
    });
    req.on("end", () => resolve(text));
  });

beforeAll(async () => {
  // local fakes of Google's JWKS, the Facebook Graph API and the conversions API
  fake = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", "application/json");
    if (url.pathname === "/jwks") return res.end(JSON.stringify({ keys: [jwk] }));
    if (url.pathname === "/debug_token") {
      const valid =
        url.searchParams.get("input_token") === "fb-good" &&
        url.searchParams.get("access_token") === "fb-app|fb-secret";
      return res.end(JSON.stringify({ data: { is_valid: valid, app_id: "fb-app", user_id: "fb-user-1" } }));
    }
    if (url.pathname === "/me")
      return res.end(
        JSON.stringify({
          id: "fb-user-1",
          email: "fb.user@example.pl",
          first_name: "Zofia",
          last_name: "Wiśniewska",
        }),
      );
    if (url.pathname === "/conversions") {
      conversions.push({ auth: String(req.headers.authorization), body: JSON.parse(await readBody(req)) });
      return res.end("{}");
    }
    res.statusCode = 404;
    return res.end("{}");
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", () => r()));
  const address = fake.address();
  fakeOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  api = await startShop(
    { ...FORWARDING_ENV },
    {
      GOOGLE_CLIENT_ID: "outlet-client",
      GOOGLE_JWKS_URL: `${fakeOrigin}/jwks`,
      FACEBOOK_APP_ID: "fb-app",
      FACEBOOK_APP_SECRET: "fb-secret",
      FACEBOOK_GRAPH_URL: fakeOrigin,
      CONVERSIONS_API_URL: `${fakeOrigin}/conversions`,
      CONVERSIONS_API_TOKEN: "capi-token",
      SHOP_CONTACT_EMAIL: "kontakt@outlet.local",
    },
  );
  picks = await pickProducts(api);
}, 60_000);
afterAll(async () => {
  for (const key of [
    "GOOGLE_CLIENT_ID",
    "GOOGLE_JWKS_URL",
    "FACEBOOK_APP_ID",
    "FACEBOOK_APP_SECRET",
    "FACEBOOK_GRAPH_URL",
    "CONVERSIONS_API_URL",
    "CONVERSIONS_API_TOKEN",
  ])
    delete process.env[key];
  await api.stop();
  fake.close();
});

let ipCounter = 1;
const ip = () => ({ "x-forwarding-key": TEST_FORWARDING_KEY, "x-forwarded-for": `198.20.0.${ipCounter++}` });
const outbox = (kind: string, to?: string): Json[] => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((m) => m.kind === kind && (to === undefined || m.to === to));
};

describe("wishlist (§4.12)", () => {
  it("adds idempotently, stores a child's parent, lists newest first and deletes", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    const stock = (await api.get(`/api/stock/check?sku=${picks.configurable.childSku}`)).body.result;
    const childId = stock.product_id;
    const add1 = await call(api, "POST", "/api/ext/user/wishlist", {
      token: user.token,
      body: { product_id: picks.simple.id, product_id_type: "parent_id" },
    });
    expect(add1.body.result.items).toEqual([
      { product_id: picks.simple.id, sku: picks.simple.sku, qty: 1, added_at: expect.stringMatching(/Z$/) },
    ]);
    await call(api, "POST", "/api/ext/user/wishlist", {
      token: user.token,
      body: { product_id: picks.simple.id },
    });
    const child = await call(api, "POST", "/api/ext/user/wishlist", {
      token: user.token,
      body: { product_id: childId, product_id_type: "id" },
    });
    expect(child.body.result.items.map((i: Json) => i.sku).sort()).toEqual(
      [picks.configurable.sku, picks.simple.sku].sort(),
    );
    const asParent = await call(api, "POST", "/api/ext/user/wishlist", {
      token: user.token,
      body: { product_id: childId, product_id_type: "parent_id" },
    });
    expect(asParent.body.result.issues[0]).toMatchObject({ path: "product_id", code: "product_unavailable" });
    const del = await call(api, "DELETE", `/api/ext/user/wishlist/${picks.simple.id}`, { token: user.token });
    expect(del.body.result.items.map((i: Json) => i.sku)).toEqual([picks.configurable.sku]);
    const delChild = await call(api, "DELETE", `/api/ext/user/wishlist/${childId}?product_id_type=id`, {
      token: user.token,
    });
    expect(delChild.body.result.items).toEqual([]);
    expect(
      (await call(api, "DELETE", `/api/ext/user/wishlist/${childId}`, { token: user.token })).status,
    ).toBe(200);
  });

  it("needs a token and a valid id", async () => {
    expect((await call(api, "GET", "/api/ext/user/wishlist")).status).toBe(401);
    const user = await registerAndLogin(api, { headers: ip() });
    expect((await call(api, "DELETE", "/api/ext/user/wishlist/abc", { token: user.token })).status).toBe(400);
    expect(
      (await call(api, "POST", "/api/ext/user/wishlist", { token: user.token, body: { product_id: "1" } }))
        .status,
    ).toBe(400);
  });
});

describe("newsletter (§11.1, S14)", () => {
  const PATH = "/api/ext/mailchimp-subscribe/subscribe";
  it("subscribes with double opt-in and mails the 10 % coupon on confirmation", async () => {
    const email = uniqueEmail("news");
    expect((await call(api, "POST", PATH, { body: { email, consent: true }, headers: ip() })).body).toEqual({
      code: 200,
      result: "OK",
    });
    expect(
      (await call(api, "POST", PATH, { body: { email, consent: true }, headers: ip() })).body.result,
    ).toBe("OK");
    const mails = outbox("newsletter_confirm", email);
    expect(mails).toHaveLength(1);
    const confirm = await call(api, "POST", "/api/ext/mailchimp-subscribe/confirm", {
      body: { token: mails[0].data.confirmToken },
      headers: ip(),
    });
    expect(confirm.body.result).toBe("OK");
    expect(outbox("newsletter_welcome", email)[0].data.coupon).toMatch(/^NEWSLETTER10-[A-Z0-9]{10}$/);
    expect(
      (
        await call(api, "POST", "/api/ext/mailchimp-subscribe/confirm", {
          body: { token: mails[0].data.confirmToken },
          headers: ip(),
        })
      ).body.result.issues[0].code,
    ).toBe("token_invalid");
  });

  it("requires consent true", async () => {
    const res = await call(api, "POST", PATH, {
      body: { email: uniqueEmail(), consent: false },
      headers: ip(),
    });
    expect(res.body.result.issues[0]).toMatchObject({ path: "consent", code: "invalid_enum" });
  });

  it("answers the status only for the caller's own address", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    expect((await call(api, "GET", `${PATH}?email=${user.email}`, { token: user.token })).body.result).toBe(
      "unsubscribed",
    );
    await call(api, "POST", PATH, { body: { email: user.email, consent: true }, headers: ip() });
    expect((await call(api, "GET", `${PATH}?email=${user.email}`, { token: user.token })).body.result).toBe(
      "pending",
    );
    expect((await call(api, "GET", `${PATH}?email=${user.email}`)).body.result).toBe("unknown");
    const other = await registerAndLogin(api, { headers: ip() });
    expect((await call(api, "GET", `${PATH}?email=${user.email}`, { token: other.token })).body.result).toBe(
      "unknown",
    );
  });

  it("unsubscribes with the owner's token or the mailed token, else token_invalid", async () => {
    const email = uniqueEmail("news");
    await call(api, "POST", PATH, { body: { email, consent: true }, headers: ip() });
    const { unsubscribeToken } = outbox("newsletter_confirm", email)[0].data;
    const stranger = await call(api, "DELETE", PATH, { body: { email }, headers: ip() });
    expect(stranger.body.result.issues[0].code).toBe("token_invalid");
    expect(
      (
        await call(api, "DELETE", PATH, {
          body: { email, unsubscribe_token: unsubscribeToken },
          headers: ip(),
        })
      ).body.result,
    ).toBe("OK");
    const user = await registerAndLogin(api, { headers: ip() });
    expect(
      (await call(api, "DELETE", PATH, { token: user.token, body: { email: user.email }, headers: ip() }))
        .body.result,
    ).toBe("OK");
  });
});

describe("back-in-stock alerts (§11.2)", () => {
  it("always answers OK, confirms by token, mails once when the sku is back and forgets the subscription", async () => {
    const email = uniqueEmail("alert");
    const sub = await call(api, "POST", "/api/ext/stock-alert/subscribe", {
      body: { email, sku: picks.simple.sku, consent: true },
      headers: ip(),
    });
    expect(sub.body.result).toBe("OK");
    expect(
      (
        await call(api, "POST", "/api/ext/stock-alert/subscribe", {
          body: { email, sku: "NIE-ISTNIEJE", consent: true },
          headers: ip(),
        })
      ).body.result,
    ).toBe("OK");
    const [mail] = outbox("stock_alert_confirm", email);
    expect(
      (await call(api, "POST", "/api/ext/stock-alert/confirm", { body: { token: "nope" }, headers: ip() }))
        .body.result.issues[0].code,
    ).toBe("token_invalid");
    expect(
      (
        await call(api, "POST", "/api/ext/stock-alert/confirm", {
          body: { token: mail.data.confirmToken },
          headers: ip(),
        })
      ).body.result,
    ).toBe("OK");
    expect(await notifyBackInStock(api.app.context, [picks.simple.sku])).toBe(1);
    expect(outbox("back_in_stock", email)).toHaveLength(1);
    // the product link is the product's real page (it was /p/{sku}, a 404), as the storefront links it
    const product = (
      await api.get(
        `/api/catalog/catalog/product/_search?request_format=search-query&size=1&request=${encodeURIComponent(JSON.stringify({ _appliedFilters: [{ attribute: "sku", value: { eq: picks.simple.sku }, scope: "default" }] }))}`,
      )
    ).body.hits.hits[0]._source;
    const link = outbox("back_in_stock", email)[0].data.links[0];
    expect(link).toMatch(new RegExp(`/${product.url_path}$`));
    expect(outbox("back_in_stock", email)[0].text).toContain(link);
    expect(await notifyBackInStock(api.app.context, [picks.simple.sku])).toBe(0);
    expect(
      (
        await call(api, "POST", "/api/ext/stock-alert/unsubscribe", {
          body: { token: mail.data.unsubscribeToken },
          headers: ip(),
        })
      ).status,
    ).toBe(400);
  });

  it("unsubscribes with the mailed token", async () => {
    const email = uniqueEmail("alert");
    await call(api, "POST", "/api/ext/stock-alert/subscribe", {
      body: { email, sku: picks.outOfStock, consent: true },
      headers: ip(),
    });
    const [mail] = outbox("stock_alert_confirm", email);
    expect(
      (
        await call(api, "POST", "/api/ext/stock-alert/unsubscribe", {
          body: { token: mail.data.unsubscribeToken },
          headers: ip(),
        })
      ).body.result,
    ).toBe("OK");
  });
});

describe("contact form and mail service (§11.3, §11.4)", () => {
  const contact = (token: string, extra: Json = {}) => ({
    name: "Jan Kowalski",
    email: "jan@example.pl",
    subject: "Zwrot",
    message: "Chcę zwrócić sukienkę z zamówienia.",
    consent: true,
    form_token: token,
    website: "",
    ...extra,
  });

  it("mails the shop with the sender as Reply-To, once per form token", async () => {
    const token = (await call(api, "GET", "/api/ext/mail-service/get-token")).body.result;
    const res = await call(api, "POST", "/api/ext/contact", { body: contact(token), headers: ip() });
    expect(res.body).toEqual({ code: 200, result: "OK" });
    const mail = outbox("contact").at(-1);
    expect(mail).toMatchObject({
      to: "kontakt@outlet.local",
      replyTo: "jan@example.pl",
      from: "sklep@outlet.local",
    });
    const reused = await call(api, "POST", "/api/ext/contact", { body: contact(token), headers: ip() });
    expect(reused.body.result.issues[0]).toMatchObject({ path: "form_token", code: "token_invalid" });
  });

  it("rejects a filled honeypot, a short message and a forged token", async () => {
    const token = (await call(api, "GET", "/api/ext/mail-service/get-token")).body.result;
    expect(
      (
        await call(api, "POST", "/api/ext/contact", {
          body: contact(token, { website: "http://spam" }),
          headers: ip(),
        })
      ).body.result.issues[0].path,
    ).toBe("website");
    expect(
      (
        await call(api, "POST", "/api/ext/contact", {
          body: contact(token, { message: "krótko" }),
          headers: ip(),
        })
      ).body.result.issues[0].code,
    ).toBe("too_small");
    const forged = `${token.split(".")[0]}.AAAA`;
    expect(
      (await call(api, "POST", "/api/ext/contact", { body: contact(forged), headers: ip() })).body.result
        .issues[0].code,
    ).toBe("token_invalid");
  });

  it("sends only to whitelisted targets, with an optional fixed acknowledgement", async () => {
    const token = (await call(api, "GET", "/api/ext/mail-service/get-token")).body.result;
    const base = { token, sourceAddress: "ola@example.pl", subject: "Pytanie", emailText: "Treść" };
    const denied = await call(api, "POST", "/api/ext/mail-service/send-email", {
      body: { ...base, targetAddress: "ktos@evil.example" },
      headers: ip(),
    });
    expect(denied.body.result.issues[0]).toMatchObject({ path: "targetAddress" });
    const ok = await call(api, "POST", "/api/ext/mail-service/send-email", {
      body: { ...base, targetAddress: "kontakt@outlet.local", confirmation: true },
      headers: ip(),
    });
    expect(ok.body.result).toBe("OK");
    const ack = outbox("mail_service_confirmation", "ola@example.pl");
    expect(ack).toHaveLength(1);
    expect(ack[0].text).not.toContain("Treść");
  });
});

describe("conversion events (§11.5, S16)", () => {
  const event = (consent: boolean) => ({
    event: "purchase",
    event_id: randomUUID(),
    currency: "PLN",
    value: 129.99,
    items: [{ sku: picks.simple.sku, qty: 1, price: 129.99 }],
    url: "http://localhost:3000/checkout",
    consent,
  });

  it("forwards consented events with the server token, client IP and user agent", async () => {
    conversions.length = 0;
    const res = await call(api, "POST", "/api/ext/conversion-events", {
      body: event(true),
      headers: { ...ip(), "user-agent": "test-agent" },
    });
    expect(res.body).toEqual({ code: 200, result: "OK" });
    await call(api, "POST", "/api/ext/conversion-events", { body: event(false), headers: ip() });
    // forwarding happens after the answer: wait for it, then give a wrongly forwarded second event time to land
    await vi.waitFor(() => expect(conversions.length).toBeGreaterThan(0), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(conversions).toHaveLength(1);
    expect(conversions[0]?.auth).toBe("Bearer capi-token");
    expect(conversions[0]?.body).toMatchObject({
      event: "purchase",
      client_user_agent: "test-agent",
      client_ip_address: expect.stringMatching(/^198\.20\.0\./),
    });
  });

  it("ignores an invalid token and rejects bad bodies", async () => {
    expect(
      (
        await call(api, "POST", "/api/ext/conversion-events", {
          token: "bad",
          body: event(false),
          headers: ip(),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(api, "POST", "/api/ext/conversion-events", {
          body: { ...event(true), currency: "EUR" },
          headers: ip(),
        })
      ).status,
    ).toBe(400);
  });
});

describe("social sign-in (§4.4, S16)", () => {
  const idToken = (claims: Json, key = privateKey, kid = "test-key") => {
    const h = Buffer.from(JSON.stringify({ alg: "RS256", kid, typ: "JWT" })).toString("base64url");
    const p = Buffer.from(JSON.stringify(claims)).toString("base64url");
    const s = sign("RSA-SHA256", Buffer.from(`${h}.${p}`), key).toString("base64url");
    return `${h}.${p}.${s}`;
  };
  const claims = (extra: Json = {}) => ({
    iss: "https://accounts.google.com",
    aud: "outlet-client",
    sub: `g-${randomUUID()}`,
    email: uniqueEmail("google"),
    email_verified: true,
    given_name: "Ola",
    family_name: "Zielińska",
    exp: Math.floor(Date.now() / 1000) + 600,
    ...extra,
  });

  it("creates an account from a verified Google ID token, then signs the same subject in", async () => {
    const c = claims();
    const first = await call(api, "POST", "/api/ext/user/login-token", {
      body: { type: "google", token: idToken(c), email: "spoof@example.pl" },
      headers: ip(),
    });
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ created: true, expiresIn: 900 });
    const me = await call(api, "GET", "/api/user/me", { token: first.body.result });
    expect(me.body.result).toMatchObject({ email: c.email, firstname: "Ola" });
    const again = await call(api, "POST", "/api/ext/user/login-token", {
      body: { type: "google", token: idToken(c) },
      headers: ip(),
    });
    expect(again.body.meta.created).toBe(false);
  });

  it("links an existing account only when the e-mail is verified", async () => {
    const user = await registerAndLogin(api, { headers: ip() });
    const unverified = await call(api, "POST", "/api/ext/user/login-token", {
      body: { type: "google", token: idToken(claims({ email: user.email, email_verified: false })) },
      headers: ip(),
    });
    expect(unverified.body.meta.created).toBe(true);
    expect(
      (await call(api, "GET", "/api/user/me", { token: unverified.body.result })).body.result.id,
    ).not.toBe(user.customer.id);
    const verified = await call(api, "POST", "/api/ext/user/login-token", {
      body: { type: "google", token: idToken(claims({ email: user.email })) },
      headers: ip(),
    });
    expect(verified.body.meta.created).toBe(false);
    expect((await call(api, "GET", "/api/user/me", { token: verified.body.result })).body.result.id).toBe(
      user.customer.id,
    );
  });

  it("rejects a wrong audience, an expired token and a foreign signature with 401", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
    for (const token of [
      idToken(claims({ aud: "someone-else" })),
      idToken(claims({ exp: 1 })),
      idToken(claims(), other),
      "not-a-jwt",
    ]) {
      expect(
        (
          await call(api, "POST", "/api/ext/user/login-token", {
            body: { type: "google", token },
            headers: ip(),
          })
        ).status,
      ).toBe(401);
    }
  });

  it("verifies Facebook tokens against the app and reads identity from the Graph API", async () => {
    const ok = await call(api, "POST", "/api/ext/user/login-token", {
      body: { type: "facebook", token: "fb-good", user_id: "someone" },
      headers: ip(),
    });
    expect(ok.status).toBe(200);
    expect((await call(api, "GET", "/api/user/me", { token: ok.body.result })).body.result).toMatchObject({
      email: "fb.user@example.pl",
      firstname: "Zofia",
    });
    expect(
      (
        await call(api, "POST", "/api/ext/user/login-token", {
          body: { type: "facebook", token: "fb-bad" },
          headers: ip(),
        })
      ).status,
    ).toBe(401);
  });

  it("validates the body", async () => {
    expect(
      (
        await call(api, "POST", "/api/ext/user/login-token", {
          body: { type: "twitter", token: "x" },
          headers: ip(),
        })
      ).status,
    ).toBe(400);
  });
});

describe("social sign-in with an unreachable provider (§4.4)", () => {
  it("answers 503 so the client may retry", async () => {
    const saved = process.env.GOOGLE_JWKS_URL;
    process.env.GOOGLE_JWKS_URL = "http://127.0.0.1:9/jwks";
    const down = await startShop(
      {},
      { GOOGLE_CLIENT_ID: "outlet-client", GOOGLE_JWKS_URL: "http://127.0.0.1:9/jwks" },
    );
    try {
      const h = Buffer.from(JSON.stringify({ alg: "RS256", kid: "test-key" })).toString("base64url");
      const res = await call(down, "POST", "/api/ext/user/login-token", {
        body: { type: "google", token: `${h}.e30.c2ln` },
      });
      expect(res.status).toBe(503);
      expect(res.body.result.message).toBe("Usługa jest chwilowo niedostępna. Spróbuj ponownie.");
    } finally {
      if (saved === undefined) delete process.env.GOOGLE_JWKS_URL;
      else process.env.GOOGLE_JWKS_URL = saved;
      await down.stop();
    }
  }, 60_000);
});
