import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatPostcode, formRules } from "@outlet/checkout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { txDb } from "../src/db/transactionSchema.js";
import { loadShopConfig } from "../src/shop/shopConfig.js";
import { SHOP_LIMITS } from "../src/shop/shopLimits.js";
import {
  call,
  orderBody,
  orderKey,
  PASSWORD,
  pickProducts,
  registerAndLogin,
  startShop,
  uniqueEmail,
} from "./shopHarness.js";
import { FORWARDING_ENV, type RunningServer, TEST_FORWARDING_KEY } from "./startServer.js";

let api: RunningServer;
let clock = Date.now();
beforeAll(async () => {
  api = await startShop({ ...FORWARDING_ENV }, {}, () => clock);
}, 60_000);
afterAll(() => api.stop());

/** Every test gets its own client IP so per-IP limits of one test never leak into another. */
let ipCounter = 1;
const freshIp = (): Record<string, string> => ({
  "x-forwarding-key": TEST_FORWARDING_KEY,
  "x-forwarded-for": `198.51.100.${ipCounter++}`,
});

const outbox = (kind: string, to: string) => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((m) => m.kind === kind && m.to === to);
};

describe("POST /api/user/create (§4.1, S6)", () => {
  it("creates a customer and answers the §12.11 Customer without groupToken", async () => {
    const email = uniqueEmail();
    const res = await call(api, "POST", "/api/user/create", {
      body: {
        customer: { email: email.toUpperCase(), firstname: "Anna", lastname: "Nowak", storeId: 1 },
        password: PASSWORD,
      },
      headers: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      email,
      firstname: "Anna",
      lastname: "Nowak",
      group_id: 1,
      store_id: 1,
      website_id: 1,
      addresses: [],
      extension_attributes: { is_subscribed: false },
    });
    expect(res.body.result.groupToken).toBeUndefined();
    expect(res.body.result.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("sends one welcome mail to the new account (issue 32), none when the e-mail is taken", async () => {
    const email = uniqueEmail();
    const create = () =>
      call(api, "POST", "/api/user/create", {
        body: { customer: { email, firstname: "Zofia", lastname: "Wróbel" }, password: PASSWORD },
        headers: freshIp(),
      });
    expect((await create()).status).toBe(200);
    const mails = outbox("welcome", email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Witamy w sklepie Outlet, Zofia!");
    expect(mails[0].text).toContain(`Logujesz się adresem ${email}.`);
    expect(mails[0].text).toMatch(/Twoje konto: https?:\/\/\S+\/account/);
    expect(mails[0].html).toContain("Przejdź do konta</a>");
    expect((await create()).status).toBe(400);
    expect(outbox("welcome", email)).toHaveLength(1);
  });

  it("rejects mass assignment of group_id or id with unknown_key (S1)", async () => {
    const res = await call(api, "POST", "/api/user/create", {
      body: {
        customer: { email: uniqueEmail(), firstname: "A", lastname: "B", group_id: 4, id: 1 },
        password: PASSWORD,
      },
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.result.issues.map((i: { path: string; code: string }) => [i.path, i.code])).toEqual(
      expect.arrayContaining([
        ["customer.group_id", "unknown_key"],
        ["customer.id", "unknown_key"],
      ]),
    );
  });

  it("accepts and refuses e-mail addresses and passwords as the storefront's form rules do (issue 30, rule 14)", async () => {
    const stamp = Date.now().toString(36);
    // the addresses the storefront's forms and the API disagreed on, and some both accept
    const emails = [
      `żaneta.${stamp}@example.pl`,
      `anna.${stamp}@example.p`,
      `anna.${stamp}@example`,
      `anna.nowak+sklep.${stamp}@example.com.pl`,
      `o'brien.${stamp}@example.ie`,
    ];
    const passwords = ["Kr0tkie", "Zielona-Łódka-7", "ŁódźŁódź"];
    const answers = [];
    for (const [email, password] of [
      ...emails.map((email) => [email, "Zielona-Łódka-7"]),
      ...passwords.map((password, i) => [`haslo${i}.${stamp}@example.pl`, password]),
    ] as [string, string][]) {
      const res = await call(api, "POST", "/api/user/create", {
        body: { customer: { email, firstname: "Anna", lastname: "Nowak" }, password },
        headers: freshIp(),
      });
      answers.push(res.status === 200);
    }
    const byForms = [
      ...emails.map((email) => formRules.email(email) === null),
      ...passwords.map((password) => formRules.password(password) === null),
    ];
    expect(answers).toEqual(byForms);
    expect(answers).toEqual([false, false, false, true, true, false, true, true]);
  });

  it("answers email_taken for an existing e-mail", async () => {
    const email = uniqueEmail();
    await registerAndLogin(api, { email, headers: freshIp() });
    const res = await call(api, "POST", "/api/user/create", {
      body: { customer: { email, firstname: "Anna", lastname: "Nowak" }, password: PASSWORD },
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({ path: "customer.email", code: "email_taken" });
  });

  it.each([
    ["short7!", "Hasło musi mieć co najmniej 8 znaków."],
    ["x".repeat(129), "Hasło może mieć najwyżej 128 znaków."],
    ["qwerty123", "To hasło jest zbyt popularne. Wybierz inne."],
    ["Kochanie1", "To hasło jest zbyt popularne. Wybierz inne."],
  ])("refuses the password %s with password_policy", async (password, message) => {
    const res = await call(api, "POST", "/api/user/create", {
      body: { customer: { email: uniqueEmail(), firstname: "Anna", lastname: "Nowak" }, password },
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.result.issues).toEqual([{ path: "password", code: "password_policy", message }]);
  });

  it("refuses a password equal to the e-mail address", async () => {
    const email = uniqueEmail();
    const res = await call(api, "POST", "/api/user/create", {
      body: { customer: { email, firstname: "Anna", lastname: "Nowak" }, password: email.toUpperCase() },
      headers: freshIp(),
    });
    expect(res.body.result.issues[0]).toMatchObject({
      code: "password_policy",
      message: "Hasło nie może być adresem e-mail.",
    });
  });

  it("stores only a salted scrypt hash with its parameters (S6)", async () => {
    const { email } = await registerAndLogin(api, { headers: freshIp() });
    const row = (await txDb(api.app.context.database.db)
      .selectFrom("customer")
      .select("password_hash")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it("uses N = 2^17 unless the environment lowers it", () => {
    expect(loadShopConfig({}).scryptLogN).toBe(17);
    expect(() => loadShopConfig({ PASSWORD_SCRYPT_LOG_N: "40" })).toThrow(/PASSWORD_SCRYPT_LOG_N/);
  });

  it(`is limited to ${SHOP_LIMITS.registerIp.limit} registrations per IP per hour (sized for carrier-grade NAT)`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= SHOP_LIMITS.registerIp.limit; i++) {
      const res = await call(api, "POST", "/api/user/create", {
        body: {
          customer: { email: uniqueEmail(), firstname: "Anna", lastname: "Nowak" },
          password: PASSWORD,
        },
        headers: ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("lets 60 shoppers behind one carrier-grade NAT address register and log in (5 per IP per hour did not)", async () => {
    const nat = freshIp();
    for (let i = 0; i < 60; i++) {
      const shopper = await registerAndLogin(api, { headers: nat });
      expect(shopper.token.length).toBeGreaterThan(20);
    }
  });
});

describe("POST /api/user/login (§4.2, S6, S9)", () => {
  it("answers the access token in result and the refresh token in meta", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const res = await call(api, "POST", "/api/user/login", {
      body: { username: user.email, password: PASSWORD },
      headers: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.result).toBe("string");
    expect(res.body.meta.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.meta.expiresIn).toBe(900);
    // S7: the token carries no personal data
    const payload = JSON.parse(Buffer.from(res.body.result.split(".")[0], "base64url").toString());
    expect(Object.keys(payload).sort()).toEqual(["exp", "sid", "sub"]);
    expect(JSON.stringify(payload)).not.toContain(user.email);
  });

  it("gives one generic 401 for a wrong password and an unknown e-mail (S14)", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const wrong = await call(api, "POST", "/api/user/login", {
      body: { username: user.email, password: "Inne-Haslo-99" },
      headers: freshIp(),
    });
    const unknown = await call(api, "POST", "/api/user/login", {
      body: { username: uniqueEmail("nikt"), password: "Inne-Haslo-99" },
      headers: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.result.message).toBe("Nieprawidłowy e-mail lub hasło.");
  });

  it("slows one account down from one address after 4 failures, with the wait and a reset link (§7)", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const stranger = freshIp();
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(api, "POST", "/api/user/login", {
        body: { username: user.email, password: `Zle-Haslo-${i}x` },
        headers: stranger,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const slowed = await call(api, "POST", "/api/user/login", {
      body: { username: user.email, password: PASSWORD },
      headers: stranger,
    });
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("retry-after")).toBe("30");
    expect(slowed.body.result).toMatchObject({
      retry_after: 30,
      message:
        "Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 30 s albo ustaw nowe hasło: http://localhost:3000/forgot-password",
      reset_password_url: "http://localhost:3000/forgot-password",
    });
    // the owner, from another address, is not kept out by the stranger's failures
    const owner = await call(api, "POST", "/api/user/login", {
      body: { username: user.email, password: PASSWORD },
      headers: freshIp(),
    });
    expect(owner.status).toBe(200);
    // the stranger's address may try again after the wait
    clock += 31_000;
    const after = await call(api, "POST", "/api/user/login", {
      body: { username: user.email, password: PASSWORD },
      headers: stranger,
    });
    expect(after.status).toBe(200);
  });

  it(`stops credential stuffing: ${SHOP_LIMITS.loginFailIp.limit} failed logins per IP per 15 minutes, across accounts`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= SHOP_LIMITS.loginFailIp.limit; i++) {
      const res = await call(api, "POST", "/api/user/login", {
        body: { username: uniqueEmail("x"), password: "Zle-Haslo-1" },
        headers: ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`limits all login attempts to ${SHOP_LIMITS.loginIp.limit} per IP per 15 minutes`, async () => {
    const ip = freshIp();
    const user = await registerAndLogin(api, { headers: freshIp() });
    let last = 0;
    for (let i = 0; i <= SHOP_LIMITS.loginIp.limit; i++) {
      const res = await call(api, "POST", "/api/user/login", {
        body: { username: user.email, password: PASSWORD },
        headers: ip,
      });
      last = res.status;
      if (i < SHOP_LIMITS.loginIp.limit) expect(res.status).toBe(200);
    }
    expect(last).toBe(429);
  }, 120_000); // 301 logins one after another (each a session write) on a loaded machine

  it("rejects a malformed username with 400", async () => {
    const res = await call(api, "POST", "/api/user/login", {
      body: { username: "not-an-email", password: "x" },
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({ path: "username", code: "invalid_format" });
  });
});

describe("access tokens (§1.4, S7)", () => {
  it("accepts the header and the token query parameter; the header wins", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    expect((await call(api, "GET", `/api/user/me?token=${encodeURIComponent(user.token)}`)).status).toBe(200);
    expect((await call(api, "GET", "/api/user/me?token=garbage", { token: user.token })).status).toBe(200);
  });

  it("treats Bearer null as no token and a forged token as 401", async () => {
    expect(
      (await call(api, "GET", "/api/user/me", { headers: { authorization: "Bearer null" } })).status,
    ).toBe(401);
    const user = await registerAndLogin(api, { headers: freshIp() });
    const [body = "", mac = ""] = user.token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), sub: 1 }),
    ).toString("base64url");
    expect((await call(api, "GET", "/api/user/me", { token: `${forged}.${mac}` })).status).toBe(401);
  });

  it("expires access tokens after 15 minutes", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    clock += 15 * 60_000 + 1;
    expect((await call(api, "GET", "/api/user/me", { token: user.token })).status).toBe(401);
  });
});

describe("POST /api/user/refresh and logout (§4.3, §4.5, S7)", () => {
  it("rotates the refresh token; the new pair works", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const res = await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body.meta.refreshToken).not.toBe(user.refreshToken);
    expect((await call(api, "GET", "/api/user/me", { token: res.body.result })).status).toBe(200);
  });

  it("accepts a just-rotated token once within 30 s, then revokes the family on further reuse", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const first = await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } });
    const race = await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } });
    expect(race.status).toBe(200);
    const again = await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } });
    expect(again.status).toBe(401);
    // the whole family is dead, including the tokens handed out before
    expect(
      (await call(api, "POST", "/api/user/refresh", { body: { refreshToken: first.body.meta.refreshToken } }))
        .status,
    ).toBe(401);
    expect((await call(api, "GET", "/api/user/me", { token: first.body.result })).status).toBe(401);
  });

  it("lets exactly two of 8 simultaneous refreshes of one token through (rotation + grace), on any database", async () => {
    // a read-then-write rotation let every concurrent refresh through on PostgreSQL's pooled connections
    const user = await registerAndLogin(api, { headers: freshIp() });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 401, 401, 401, 401, 401, 401]);
  });

  it("treats reuse after the 30 s grace as theft", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const first = await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } });
    clock += 31_000;
    expect(
      (await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await call(api, "POST", "/api/user/refresh", { body: { refreshToken: first.body.meta.refreshToken } }))
        .status,
    ).toBe(401);
  });

  it("expires a family after 30 idle days", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    clock += 30 * 86_400_000 + 1;
    expect(
      (await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
  });

  it("answers 401 for an unknown refresh token and 400 for a missing one", async () => {
    expect((await call(api, "POST", "/api/user/refresh", { body: { refreshToken: "nope" } })).status).toBe(
      401,
    );
    expect((await call(api, "POST", "/api/user/refresh", { body: {} })).status).toBe(400);
  });

  it("logout revokes the family at once and always answers OK", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const out = await call(api, "POST", "/api/ext/user/logout", {
      body: { refreshToken: user.refreshToken },
    });
    expect(out.body).toEqual({ code: 200, result: "OK" });
    expect((await call(api, "GET", "/api/user/me", { token: user.token })).status).toBe(401);
    expect(
      (await call(api, "POST", "/api/ext/user/logout", { body: { refreshToken: "unknown" } })).body.result,
    ).toBe("OK");
  });
});

describe("GET and POST /api/user/me (§4.6, §4.7)", () => {
  const address = {
    firstname: "Anna",
    lastname: "Nowak",
    street: ["Długa 5", "m. 2"],
    city: "Gdańsk",
    postcode: "80-827",
    country_id: "PL",
    telephone: "+48 600 100 200",
  };

  it("returns the Customer with a signed group token", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const res = await call(api, "GET", "/api/user/me", { token: user.token });
    expect(res.body.result.email).toBe(user.email);
    expect(res.body.result.groupToken).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("requires a token", async () => {
    expect((await call(api, "GET", "/api/user/me")).status).toBe(401);
  });

  it("updates names and replaces addresses, with the default ids as strings", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const invoice = {
      ...address,
      company: "Nowak sp. z o.o.",
      vat_id: "PL 526-000-12-46",
      default_billing: true,
    };
    const res = await call(api, "POST", "/api/user/me", {
      token: user.token,
      body: {
        customer: {
          firstname: "Ania",
          lastname: "Kowalska",
          email: user.email,
          addresses: [{ ...address, default_shipping: true }, invoice],
        },
      },
    });
    expect(res.status).toBe(200);
    const c = res.body.result;
    expect(c.firstname).toBe("Ania");
    expect(c.addresses).toHaveLength(2);
    expect(c.default_shipping).toBe(String(c.addresses[0].id));
    expect(c.default_billing).toBe(String(c.addresses[1].id));
    expect(c.addresses[1]).toMatchObject({
      company: "Nowak sp. z o.o.",
      vat_id: "5260001246",
      default_billing: true,
    });
    // an address left out is deleted; an id keeps the row
    const again = await call(api, "POST", "/api/user/me", {
      token: user.token,
      body: {
        customer: {
          firstname: "Ania",
          lastname: "Kowalska",
          email: user.email,
          addresses: [{ ...c.addresses[1], city: "Sopot" }],
        },
      },
    });
    expect(again.body.result.addresses).toHaveLength(1);
    expect(again.body.result.addresses[0]).toMatchObject({ id: c.addresses[1].id, city: "Sopot" });
  });

  it("rejects other keys, two default shipping addresses, a bad NIP and a bad postcode", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const base = { firstname: "Anna", lastname: "Nowak", email: user.email };
    const unknown = await call(api, "POST", "/api/user/me", {
      token: user.token,
      body: { customer: { ...base, group_id: 2 } },
    });
    expect(unknown.body.result.issues[0]).toMatchObject({ path: "customer.group_id", code: "unknown_key" });
    const twoDefaults = await call(api, "POST", "/api/user/me", {
      token: user.token,
      body: {
        customer: {
          ...base,
          addresses: [
            { ...address, default_shipping: true },
            { ...address, default_shipping: true },
          ],
        },
      },
    });
    expect(twoDefaults.body.result.issues[0].code).toBe("conflict");
    const nip = await call(api, "POST", "/api/user/me", {
      token: user.token,
      body: { customer: { ...base, addresses: [{ ...address, company: "X", vat_id: "5260001247" }] } },
    });
    expect(nip.body.result.issues[0]).toMatchObject({
      path: "customer.addresses.0.vat_id",
      message: "Nieprawidłowy NIP.",
    });
    const postcode = await call(api, "POST", "/api/user/me", {
      token: user.token,
      // "80827" and "80–827" are the checkout's 80-827 (issue 32: one postcode rule); "80-82" is no postcode
      body: { customer: { ...base, addresses: [{ ...address, postcode: "80-82" }] } },
    });
    expect(postcode.body.result.issues[0]).toMatchObject({
      path: "customer.addresses.0.postcode",
      code: "invalid_format",
    });
    // the API asks checkout's postcode rule on the normalised value, as the address forms do (issue 30, rule 14;
    // issue 32: "80827" and "80 827" are read as 80-827)
    const postcodes: [string, string][] = [
      ["80-827", "PL"],
      ["80827", "PL"],
      ["80 827", "PL"],
      ["10115", "DE"],
      ["110 00", "CZ"],
      ["1", "DE"],
    ];
    const accepted = [];
    for (const [code, country] of postcodes) {
      const res = await call(api, "POST", "/api/user/me", {
        token: user.token,
        body: { customer: { ...base, addresses: [{ ...address, postcode: code, country_id: country }] } },
      });
      accepted.push(res.status === 200);
    }
    expect(accepted).toEqual([true, true, true, true, true, false]);
    expect(accepted).toEqual(
      postcodes.map(([code, country]) => formRules.postcode(formatPostcode(code, country), country) === null),
    );
  });

  it("changes the e-mail only when unique, and notifies the old address", async () => {
    const a = await registerAndLogin(api, { headers: freshIp() });
    const b = await registerAndLogin(api, { headers: freshIp() });
    const taken = await call(api, "POST", "/api/user/me", {
      token: a.token,
      body: { customer: { firstname: "A", lastname: "B", email: b.email } },
    });
    expect(taken.body.result.issues[0].code).toBe("email_taken");
    const fresh = uniqueEmail("nowy");
    const ok = await call(api, "POST", "/api/user/me", {
      token: a.token,
      body: { customer: { firstname: "A", lastname: "B", email: fresh } },
    });
    expect(ok.body.result.email).toBe(fresh);
    expect(outbox("email_changed", a.email)).toHaveLength(1);
  });
});

describe("passwords (§4.9–§4.11, S7)", () => {
  it("reset-password always answers true and mails a single-use token to existing accounts only", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const nobody = uniqueEmail("nikt");
    expect(
      (
        await call(api, "POST", "/api/user/reset-password", {
          body: { email: user.email },
          headers: freshIp(),
        })
      ).body,
    ).toEqual({ code: 200, result: true });
    expect(
      (await call(api, "POST", "/api/user/reset-password", { body: { email: nobody }, headers: freshIp() }))
        .body,
    ).toEqual({ code: 200, result: true });
    expect(outbox("password_reset", nobody)).toHaveLength(0);
    const [mail] = outbox("password_reset", user.email);
    expect(mail.text).toContain("/create-password?token=");
    const resetToken = mail.data.resetToken;
    const created = await call(api, "POST", "/api/user/create-password", {
      body: { email: user.email, resetToken, newPassword: "Nowe-Haslo-2024!" },
    });
    expect(created.body).toEqual({ code: 200, result: true });
    // all sessions revoked, the new password works, the token is spent
    expect((await call(api, "GET", "/api/user/me", { token: user.token })).status).toBe(401);
    expect(
      (
        await call(api, "POST", "/api/user/login", {
          body: { username: user.email, password: "Nowe-Haslo-2024!" },
          headers: freshIp(),
        })
      ).status,
    ).toBe(200);
    const reused = await call(api, "POST", "/api/user/create-password", {
      body: { email: user.email, resetToken, newPassword: "Jeszcze-Inne-77" },
    });
    expect(reused.body.result.issues[0]).toMatchObject({ path: "resetToken", code: "token_invalid" });
  });

  it("check-reset-token says whether a link still sets a password, changing nothing (issue 32)", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    await call(api, "POST", "/api/user/reset-password", { body: { email: user.email }, headers: freshIp() });
    const { resetToken } = outbox("password_reset", user.email)[0].data;
    const check = (email: string, token: string) =>
      call(api, "POST", "/api/user/check-reset-token", {
        body: { email, resetToken: token },
        headers: freshIp(),
      });
    // asked twice: still open, since checking does not use the link
    expect((await check(user.email, resetToken)).body).toEqual({ code: 200, result: true });
    expect((await check(user.email, resetToken)).body).toEqual({ code: 200, result: true });
    // a link that does not open is an answer, not an error (the page asking is not at fault)
    expect((await check(uniqueEmail(), resetToken)).body).toEqual({ code: 200, result: false });
    expect((await check(user.email, "zly-token")).body).toEqual({ code: 200, result: false });
    const created = await call(api, "POST", "/api/user/create-password", {
      body: { email: user.email, resetToken, newPassword: "Nowe-Haslo-2024!" },
    });
    expect(created.body).toEqual({ code: 200, result: true });
    expect((await check(user.email, resetToken)).body).toEqual({ code: 200, result: false });
  });

  it("answers 400 for a malformed e-mail", async () => {
    const res = await call(api, "POST", "/api/user/reset-password", {
      body: { email: "nope" },
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({ path: "email", code: "invalid_format" });
  });

  it("refuses an expired reset token (1 h) and a token for another e-mail", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    await call(api, "POST", "/api/user/reset-password", { body: { email: user.email }, headers: freshIp() });
    const { resetToken } = outbox("password_reset", user.email)[0].data;
    const other = await call(api, "POST", "/api/user/create-password", {
      body: { email: uniqueEmail(), resetToken, newPassword: "Nowe-Haslo-2024!" },
    });
    expect(other.body.result.issues[0].code).toBe("token_invalid");
    clock += 3_600_001;
    const late = await call(api, "POST", "/api/user/create-password", {
      body: { email: user.email, resetToken, newPassword: "Nowe-Haslo-2024!" },
    });
    expect(late.body.result.issues[0].code).toBe("token_invalid");
  });

  it("limits reset mails to 3 per e-mail per hour", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await call(api, "POST", "/api/user/reset-password", {
            body: { email: user.email },
            headers: freshIp(),
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("change-password: 400 wrong_password (never 401), policy, then revokes every session", async () => {
    const user = await registerAndLogin(api, { headers: freshIp() });
    const wrong = await call(api, "POST", "/api/user/change-password", {
      token: user.token,
      body: { currentPassword: "Nie-To-Haslo-1", newPassword: "Nowe-Haslo-2024!" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.issues[0]).toMatchObject({ path: "currentPassword", code: "wrong_password" });
    const weak = await call(api, "POST", "/api/user/change-password", {
      token: user.token,
      body: { currentPassword: PASSWORD, newPassword: "password1" },
    });
    expect(weak.body.result.issues[0]).toMatchObject({ path: "newPassword", code: "password_policy" });
    const ok = await call(api, "POST", "/api/user/change-password", {
      token: user.token,
      body: { currentPassword: PASSWORD, newPassword: "Nowe-Haslo-2024!" },
    });
    expect(ok.body).toEqual({ code: 200, result: true });
    expect((await call(api, "GET", "/api/user/me", { token: user.token })).status).toBe(401);
    expect(
      (await call(api, "POST", "/api/user/refresh", { body: { refreshToken: user.refreshToken } })).status,
    ).toBe(401);
  });

  it("change-password needs a token", async () => {
    const res = await call(api, "POST", "/api/user/change-password", {
      body: { currentPassword: "a", newPassword: "Nowe-Haslo-2024!" },
    });
    expect(res.status).toBe(401);
  });
});

describe("clock-dependent cart and order rules", () => {
  it("forgets a guest cart after 30 days without changes (§5.1)", async () => {
    const id = (await call(api, "POST", "/api/cart/create", { headers: freshIp() })).body.result;
    clock += 29 * 86_400_000;
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`)).status).toBe(200);
    await call(api, "POST", `/api/cart/delete-coupon?cartId=${id}`);
    clock += 29 * 86_400_000;
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`)).status).toBe(200);
    clock += 30 * 86_400_000 + 1;
    expect((await call(api, "GET", `/api/cart/pull?cartId=${id}`)).status).toBe(404);
  });

  it("keeps idempotency records for 30 days only (§6.2)", async () => {
    const picks = await pickProducts(api);
    const key = orderKey();
    const body = orderBody(key, [{ sku: picks.virtual.sku, qty: 1 }]);
    delete body.addressInformation.shippingAddress;
    const first = await call(api, "POST", "/api/order", { body, headers: freshIp() });
    expect(first.status).toBe(200);
    const changed = { ...body, products: [{ sku: picks.virtual.sku, qty: 2 }] };
    expect(
      (await call(api, "POST", "/api/order", { body: changed, headers: freshIp() })).body.result.issues[0]
        .code,
    ).toBe("idempotency_key_reused");
    clock += 30 * 86_400_000 + 1;
    const later = await call(api, "POST", "/api/order", { body: changed, headers: freshIp() });
    expect(later.status).toBe(200);
    expect(later.body.result.order_uuid).not.toBe(first.body.result.order_uuid);
  });
});
