import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { COMPLAINT_REMEDIES } from "@outlet/after-sales";
import { ORDER_COMMAND_LABELS } from "@outlet/orders";
import { describe, expect, it } from "vitest";
import { AUDITED_FIELDS } from "../../../api/src/staff/auditedFields";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_FIELD_LABELS,
  AUDIT_VALUE_LABELS,
  auditActionLabel,
  auditChangeSummary,
  auditTotal,
} from "./auditText";

const API_SOURCES = join(import.meta.dirname, "../../../api/src");
const AFTER_SALES_SOURCES = join(import.meta.dirname, "../../../../packages/after-sales/src");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every literal `action: "x.y"` an audit write names in the API and in the after-sales package. */
function literalActions(): string[] {
  const found = new Set<string>();
  for (const file of [...sources(API_SOURCES), ...sources(AFTER_SALES_SOURCES)]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/action: "([a-z_]+\.[a-z_]+)"/g)) found.add(match[1] ?? "");
    for (const match of text.matchAll(/"(staff\.[a-z_]+)"/g)) found.add(match[1] ?? "");
    for (const match of text.matchAll(/"(product\.[a-z_]+)"\s*,/g)) found.add(match[1] ?? "");
  }
  return [...found].sort();
}

describe("AUDIT_ACTION_LABELS", () => {
  it("names every action the API writes with a literal name", () => {
    const actions = literalActions();
    expect(actions).toEqual(expect.arrayContaining(["staff.create", "settings.update", "complaint.accept"]));
    expect(actions.filter((action) => AUDIT_ACTION_LABELS[action] === undefined)).toEqual([]);
  });

  it("names every order command, return step and CMS step", () => {
    for (const type of Object.keys(ORDER_COMMAND_LABELS))
      expect(AUDIT_ACTION_LABELS[`order.${type}`]).toBeDefined();
    for (const type of ["mark_sent", "receive", "note_problem", "refund"])
      expect(AUDIT_ACTION_LABELS[`return.${type}`]).toBeDefined();
    for (const kind of ["cms_page", "cms_block"])
      for (const step of ["create", "draft", "preview", "publish"])
        expect(AUDIT_ACTION_LABELS[`${kind}.${step}`]).toBeDefined();
  });

  it("reads in Polish, an unknown code stays as it is", () => {
    expect(auditActionLabel("staff.create")).toBe("Pracownik: nowe konto");
    expect(auditActionLabel("order.confirm_payment")).toBe("Zamówienie: wpłata potwierdzona");
    expect(auditActionLabel("return.refund")).toBe("Zwrot: pieniądze zwrócone");
    expect(auditActionLabel("future.thing")).toBe("future.thing");
  });
});

describe("AUDIT_FIELD_LABELS", () => {
  it("names every field the API's audited writes may hold (its AUDITED_FIELDS, checked by every API test)", () => {
    expect(AUDITED_FIELDS).toEqual(
      expect.arrayContaining(["special_from_date", "createdAt", "refund_grosze"]),
    );
    expect(AUDITED_FIELDS.filter((field) => AUDIT_FIELD_LABELS[field] === undefined)).toEqual([]);
  });

  it("names no field by its code (camelCase or snake_case)", () => {
    for (const [field, label] of Object.entries(AUDIT_FIELD_LABELS)) {
      expect(label, field).not.toMatch(/[a-z][A-Z]|_/);
    }
  });
});

/** The values a `z.enum([...])` of the API's shop settings schema allows for `field`. */
function settingsEnum(field: string): string[] {
  const text = readFileSync(join(API_SOURCES, "staff/shopSettingsSchema.ts"), "utf8");
  const list = new RegExp(`${field}: z\\.enum\\(\\[([^\\]]+)\\]\\)`).exec(text)?.[1] ?? "";
  return [...list.matchAll(/"([a-z_]+)"/g)].map((match) => match[1] ?? "");
}

describe("AUDIT_VALUE_LABELS (s21)", () => {
  it("names every value of a coded field the API stores: remedies, the return terms' method and cost", () => {
    expect(settingsEnum("method")).toEqual(["inpost_locker", "courier", "store"]);
    expect(settingsEnum("cost")).toEqual(["free", "shopper_pays"]);
    const vocabularies: [string, readonly string[]][] = [
      ["remedy", COMPLAINT_REMEDIES],
      ["method", settingsEnum("method")],
      ["cost", settingsEnum("cost")],
    ];
    for (const [field, values] of vocabularies) {
      expect(AUDIT_FIELD_LABELS[field], field).toBeDefined();
      for (const value of values) {
        const shown = auditChangeSummary(null, { [field]: value }, 8, "")[0] ?? "";
        expect(AUDIT_VALUE_LABELS[field]?.[value], `${field}: ${value}`).toBeDefined();
        expect(shown, `${field}: ${value}`).not.toContain(value);
      }
    }
  });

  it("reads a complaint's remedy and the return terms in Polish", () => {
    expect(
      auditChangeSummary(
        { status: "submitted" },
        { status: "accepted", answer: { decision: "accepted", remedy: "repair" } },
        8,
        "complaint",
      ),
    ).toEqual([
      "status: czeka na odpowiedź → uznana",
      "odpowiedź › decyzja: — → uznana",
      "odpowiedź › żądanie: — → Naprawa",
    ]);
    expect(
      auditChangeSummary(
        { returns: { method: "inpost_locker", cost: "free" } },
        { returns: { method: "courier", cost: "shopper_pays" } },
        8,
        "settings",
      ),
    ).toEqual([
      "zwroty › sposób: Paczkomat InPost → Kurier",
      "zwroty › koszt: Bezpłatny dla klienta → Płaci klient",
    ]);
  });

  it("names a shipment's carrier, never its code, and the shop's carriers by their names", () => {
    expect(
      auditChangeSummary(
        { status: "packed", shipment: null },
        {
          status: "shipped",
          shipment: { carrierCode: "inpost_courier", carrierName: "InPost Kurier", trackingNumber: "6200" },
        },
        8,
        "order",
      ),
    ).toEqual([
      "status: Spakowane → Wysłane",
      "przesyłka › przewoźnik: — → InPost Kurier",
      "przesyłka › numer przesyłki: — → 6200",
    ]);
    const carrier = (code: string, name: string) => ({
      code,
      name,
      trackingUrlTemplate: "https://x/{number}",
    });
    const [line = ""] = auditChangeSummary(
      { carriers: [carrier("inpost", "InPost")] },
      { carriers: [carrier("inpost", "InPost"), carrier("inpost_courier", "InPost Kurier")] },
      8,
      "settings",
    );
    expect(line).toBe("przewoźnicy: InPost → InPost, InPost Kurier");
  });
});

describe("auditChangeSummary", () => {
  it("lists only what changed, money in złoty", () => {
    expect(
      auditChangeSummary(
        { status: "placed", paidGrosze: 0, refundedGrosze: 0, shipment: null },
        { status: "paid", paidGrosze: 14199, refundedGrosze: 0, shipment: null },
        8,
        "order",
      ),
    ).toEqual(["status: Przyjęte → Opłacone", "zapłacono: 0,00 zł → 141,99 zł"]);
  });

  it("shows a shipment's fields without an empty line for the object itself, its time in Warsaw", () => {
    // 2026-11-30T14:05:00Z is 15:05 in Warsaw (CET)
    const shippedAt = Date.UTC(2026, 10, 30, 14, 5);
    expect(
      auditChangeSummary(
        { status: "packed", shipment: null },
        { status: "shipped", shipment: { carrierName: "InPost", shippedAt } },
        8,
        "order",
      ),
    ).toEqual([
      "status: Spakowane → Wysłane",
      "przesyłka › przewoźnik: — → InPost",
      "przesyłka › nadano: — → 30.11.2026, 15:05",
    ]);
  });

  it("names a product's status and a staff role", () => {
    expect(auditChangeSummary({ status: 1 }, { status: 2 }, 8, "product")).toEqual([
      "status: włączony → wyłączony",
    ]);
    expect(
      auditChangeSummary(null, { role: "warehouse", createdAt: "2026-11-30T15:03:33.396Z" }, 8, "staff"),
    ).toEqual(["rola: Magazyn", "utworzono: 30.11.2026, 16:03"]);
  });

  it("lists a new record's fields, nested ones by their path", () => {
    expect(
      auditChangeSummary(null, {
        email: "anna@outlet.pl",
        role: "warehouse",
        disabled: false,
        returns: { periodDays: 30 },
      }),
    ).toEqual([
      "e-mail: anna@outlet.pl",
      "rola: Magazyn",
      "konto wyłączone: nie",
      "zwroty › dni na zwrot: 30",
    ]);
  });

  it("shows a special price's window as Polish dates, its prices in złoty", () => {
    expect(
      auditChangeSummary(
        { special_price: null, special_from_date: null, special_to_date: null },
        {
          special_price: 99.5,
          special_from_date: "2026-12-01 00:00:00",
          special_to_date: "2026-12-24 18:30:00",
        },
        8,
        "product",
      ),
    ).toEqual([
      "cena promocyjna: — → 99,50 zł",
      "promocja od: — → 1 grudnia 2026",
      "promocja do: — → 24 grudnia 2026, 18:30",
    ]);
    expect(auditChangeSummary({ price: 149 }, { price: 129.99 }, 8, "product")).toEqual([
      "cena: 149,00 zł → 129,99 zł",
    ]);
  });

  it("shows a day as a Polish date, money in grosze as złoty, an answer's time in Warsaw", () => {
    expect(auditChangeSummary({ deliveredOn: null }, { deliveredOn: "2026-11-30" }, 8, "order")).toEqual([
      "doręczono: — → 30 listopada 2026",
    ]);
    expect(
      auditChangeSummary({ status: "received" }, { status: "refunded", refund_grosze: 12999 }, 8, "return"),
    ).toEqual(["status: Otrzymane → Zwrot środków wykonany", "kwota zwrotu: — → 129,99 zł"]);
    // 2026-06-30T10:00:00Z is 12:00 in Warsaw (CEST)
    expect(
      auditChangeSummary(
        { status: "submitted" },
        { status: "accepted", answer: { decision: "accepted", at: Date.UTC(2026, 5, 30, 10), by: "staff" } },
        8,
        "complaint",
      ),
    ).toEqual([
      "status: czeka na odpowiedź → uznana",
      "odpowiedź › decyzja: — → uznana",
      "odpowiedź › kiedy: — → 30.06.2026, 12:00",
      "odpowiedź › kto: — → pracownik",
    ]);
  });

  it("cuts a long list and says how many are left", () => {
    const after = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, i]));
    const lines = auditChangeSummary(null, after, 3);
    expect(lines).toEqual(["f0: 0", "f1: 1", "f2: 2", "… i jeszcze 7"]);
  });
});

describe("auditTotal", () => {
  it("counts the entries on the last page, and none while more pages follow", () => {
    expect(auditTotal(1, 50, 16, false)).toBe(16);
    expect(auditTotal(3, 50, 7, false)).toBe(107);
    expect(auditTotal(1, 50, 50, true)).toBeUndefined();
  });
});
