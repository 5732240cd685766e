import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShop } from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffMember } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 25: the one shop-settings document — seeded with the demo company, read by every staff member,
// replaced by the owner with a clear Polish message per wrong field, its public part open to shoppers.

let api: RunningServer;
let owner: StaffSession;
let seeded: Json;

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" });
  owner = await firstOwner(api);
  seeded = (await asStaff(api, owner, "GET", "/api/admin/settings")).body.result;
}, 60_000);
afterAll(async () => {
  await api?.stop();
});

describe("the shop settings", () => {
  it("are seeded with the demo company, a 30-day free return and carriers with tracking links", () => {
    expect(seeded.company).toMatchObject({
      name: "Outlet sp. z o.o.",
      nip: "5843012505",
      city: "Gdańsk",
      country: "PL",
    });
    expect(seeded.returns).toMatchObject({ periodDays: 30, cost: "free", costGrosze: 0 });
    expect(seeded.carriers.map((c: Json) => c.code)).toEqual(["inpost", "dpd", "poczta_polska"]);
    for (const carrier of seeded.carriers) expect(carrier.trackingUrlTemplate).toContain("{number}");
    expect(seeded.bankAccount.iban).toBe("PL61109010140000071219812874");
    // s23: a transfer is paid within 7 days, else the order is cancelled
    expect(seeded.bankAccount.paymentDays).toBe(7);
  });

  it("answer shoppers the company, returns and carriers only (no bank account, no manufacturer)", async () => {
    const res = await api.get("/api/settings/public");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.result).sort()).toEqual(["carriers", "company", "returns"]);
    expect(res.body.result.company).toEqual(seeded.company);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("refuse each wrong field with its own Polish message, and change nothing", async () => {
    const wrong = {
      ...seeded,
      company: { ...seeded.company, nip: "1234567890", postcode: "80827", krs: "12" },
      returns: { ...seeded.returns, periodDays: 13, costGrosze: 990 },
      carriers: [
        { code: "inpost", name: "InPost", trackingUrlTemplate: "https://inpost.pl/sledzenie" },
        { code: "inpost", name: "DPD", trackingUrlTemplate: "http://dpd.pl/{number}" },
      ],
      bankAccount: { ...seeded.bankAccount, iban: "PL61109010140000071219812875", paymentDays: 31 },
    };
    const res = await asStaff(api, owner, "POST", "/api/admin/settings", wrong);
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(res.body.result.issues.map((i: Json) => [i.path, i.message]));
    expect(byPath).toEqual({
      "company.nip": "Nieprawidłowy NIP (10 cyfr bez kresek).",
      "company.krs": "Numer KRS ma 10 cyfr.",
      "returns.periodDays": "Okres na zwrot nie może być krótszy niż 14 dni (ustawowe prawo odstąpienia).",
      "carriers.0.trackingUrlTemplate": "Adres śledzenia musi zawierać {number} w miejscu numeru przesyłki.",
      "carriers.1.trackingUrlTemplate": "Podaj adres zaczynający się od https://.",
      "bankAccount.iban": "Nieprawidłowy numer rachunku (IBAN, np. PL61 1090 1014 0000 0712 1981 2874).",
      "bankAccount.paymentDays": "Termin na wpłatę przelewu: od 1 do 30 dni (liczba całkowita).",
      // the rules across fields are checked in the same answer
      "company.postcode": "Kod pocztowy w formacie 00-000.",
      "returns.costGrosze": "Przy darmowym zwrocie koszt musi wynosić 0.",
      "carriers.1.code": "Ten kod przewoźnika już jest na liście.",
    });
    expect((await asStaff(api, owner, "GET", "/api/admin/settings")).body.result).toEqual(seeded);
  });

  it("refuse a missing section, a fraction of a day and an unknown field", async () => {
    const { carriers: _, ...withoutCarriers } = seeded;
    const res = await asStaff(api, owner, "POST", "/api/admin/settings", {
      ...withoutCarriers,
      returns: { ...seeded.returns, periodDays: 20.5 },
      company: { ...seeded.company, vat: "PL" },
    });
    expect(res.status).toBe(400);
    expect(Object.fromEntries(res.body.result.issues.map((i: Json) => [i.path, i.message]))).toEqual({
      carriers: "To pole jest wymagane.",
      "returns.periodDays": "Podaj liczbę dni.",
      "company.vat": "Nieznane pole: vat.",
    });
  });

  it("take the owner's change (IBAN spaces removed) and show it to shoppers at once", async () => {
    const changed = {
      ...seeded,
      returns: { ...seeded.returns, periodDays: 14, cost: "shopper_pays", costGrosze: 1299 },
      bankAccount: { ...seeded.bankAccount, iban: "pl61 1090 1014 0000 0712 1981 2874", paymentDays: 10 },
      ownBrandManufacturer: null,
    };
    const res = await asStaff(api, owner, "POST", "/api/admin/settings", changed);
    expect(res.status).toBe(200);
    expect(res.body.result.settings.bankAccount.iban).toBe("PL61109010140000071219812874");
    expect(res.body.result.tags).toEqual(["settings"]);
    const shown = await api.get("/api/settings/public");
    expect(shown.body.result.returns).toMatchObject({
      periodDays: 14,
      cost: "shopper_pays",
      costGrosze: 1299,
    });
    const read = await api.app.context.settings.read(api.app.context.database.db);
    expect(read.ownBrandManufacturer).toBeNull();
    expect(read.bankAccount.paymentDays).toBe(10);
  });

  it("are read by every staff role but written by the owner only", async () => {
    const warehouse = await staffMember(api, owner, "warehouse", "magazyn.ustawienia@outlet.local");
    expect((await asStaff(api, warehouse, "GET", "/api/admin/settings")).status).toBe(200);
    const write = await asStaff(api, warehouse, "POST", "/api/admin/settings", seeded);
    expect([write.status, write.body.result.message]).toEqual([
      403,
      "Twoja rola nie pozwala na tę czynność.",
    ]);
  });
});
