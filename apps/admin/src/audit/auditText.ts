import { COMPLAINT_REMEDY_LABELS, RETURN_STATUS_LABELS } from "@outlet/after-sales";
import { formatDateTime, formatLongDate, formatPrice } from "@outlet/formatting";
import { ORDER_STATUS_LABELS } from "@outlet/orders";
import { STAFF_ROLE_LABELS } from "../auth/staffSession";
import { RETURN_COST, RETURN_METHOD } from "../settings/returnChoices";

const CMS_STEPS = { create: "utworzenie", draft: "zapis szkicu", preview: "podgląd", publish: "publikacja" };

/**
 * The Polish name of every action the API writes to the audit log (`grep -rn "audit.record" apps/api/src`:
 * the literal names, `order.<command>`, `return.<command>`, `complaint.*` from `@outlet/after-sales`, and
 * `cms_page.*` / `cms_block.*` / `menu.*` from the CMS). `auditText.test.ts` reads the API's sources and
 * fails when an action appears there without a name here.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  "order.confirm_payment": "Zamówienie: wpłata potwierdzona",
  "order.pack": "Zamówienie: spakowane",
  "order.ship": "Zamówienie: wysłane",
  "order.deliver": "Zamówienie: dostarczone",
  "order.ready_for_pickup": "Zamówienie: gotowe do odbioru",
  "order.collect": "Zamówienie: odebrane w sklepie",
  "order.cancel": "Zamówienie: anulowane",
  "order.refund": "Zamówienie: zwrot pieniędzy",
  "return.mark_sent": "Zwrot: paczka nadana",
  "return.receive": "Zwrot: paczka przyjęta",
  "return.note_problem": "Zwrot: zanotowany problem",
  "return.refund": "Zwrot: pieniądze zwrócone",
  "complaint.accept": "Reklamacja uznana",
  "complaint.reject": "Reklamacja odrzucona",
  "complaint.lapse": "Reklamacja uznana z mocy prawa (minął termin)",
  "review.approve": "Opinia opublikowana",
  "review.reject": "Opinia odrzucona",
  "product.price": "Produkt: zmiana ceny",
  "product.stock": "Produkt: zmiana stanu",
  "product.status": "Produkt: włączenie lub wyłączenie",
  "product.update": "Produkt: zmiana danych",
  "catalog.import": "Import katalogu",
  "customer.export": "Klient: eksport danych (RODO)",
  "customer.erase": "Klient: usunięcie konta",
  "staff.create": "Pracownik: nowe konto",
  "staff.update": "Pracownik: zmiana konta",
  "staff.password_change": "Pracownik: zmiana hasła",
  "staff.totp_setup": "Pracownik: rozpoczęta konfiguracja drugiego składnika",
  "staff.totp_enable": "Pracownik: włączony drugi składnik",
  "staff.totp_disable": "Pracownik: wyłączony drugi składnik",
  "api_key.create": "Klucz API: nowy",
  "api_key.revoke": "Klucz API: unieważniony",
  "settings.update": "Ustawienia sklepu: zmiana",
  "menu.draft": "Menu sklepu: zapis szkicu",
  "menu.publish": "Menu sklepu: publikacja",
  ...Object.fromEntries(
    Object.entries(CMS_STEPS).flatMap(([step, label]) => [
      [`cms_page.${step}`, `Strona CMS: ${label}`],
      [`cms_block.${step}`, `Blok CMS: ${label}`],
    ]),
  ),
};

/** The Polish name of an audited action; an unknown one (a newer API) is shown as its code. Pure. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** The Polish names of the audited kinds of things. */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  order: "Zamówienie",
  return: "Zwrot",
  complaint: "Reklamacja",
  review: "Opinia",
  product: "Produkt",
  catalog: "Katalog",
  customer: "Klient",
  staff: "Pracownik",
  api_key: "Klucz API",
  settings: "Ustawienia",
  menu: "Menu sklepu",
  cms_page: "Strona CMS",
  cms_block: "Blok CMS",
};

/**
 * The Polish name of every field an audited write may hold (the API's list: `AUDITED_FIELDS` in
 * `apps/api/src/staff/auditedFields.ts`; `auditText.test.ts` fails on a name missing here). A nested value's
 * path reads as its names joined by „›” (`przesyłka › przewoźnik`).
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: "status",
  paidGrosze: "zapłacono",
  refundedGrosze: "zwrócono",
  shipment: "przesyłka",
  carrierCode: "kod przewoźnika",
  carrierName: "przewoźnik",
  trackingNumber: "numer przesyłki",
  shippedAt: "nadano",
  deliveredOn: "doręczono",
  refund_grosze: "kwota zwrotu",
  problem_note: "opis problemu",
  answer: "odpowiedź",
  at: "kiedy",
  by: "kto",
  decision: "decyzja",
  note: "uwagi",
  reason: "uzasadnienie",
  remedy: "żądanie",
  review_status: "status opinii",
  verified_purchase: "zweryfikowany zakup",
  price: "cena",
  special_price: "cena promocyjna",
  special_from_date: "promocja od",
  special_to_date: "promocja do",
  final_price: "cena końcowa",
  name: "nazwa",
  stock: "stan",
  qty: "ilość",
  is_in_stock: "dostępny",
  description: "opis",
  short_description: "krótki opis",
  meta_title: "tytuł dla wyszukiwarek",
  meta_description: "opis dla wyszukiwarek",
  meta_keyword: "słowa kluczowe",
  url_key: "adres strony",
  visibility: "widoczność",
  manufacturer: "producent",
  eu_responsible_person: "osoba odpowiedzialna w UE",
  ean: "kod EAN",
  safety_information: "informacje o bezpieczeństwie",
  composition: "skład",
  material_statement: "opis materiału",
  care_instructions: "konserwacja",
  no_withdrawal_after_unseal: "bez odstąpienia po otwarciu",
  imported: "zaimportowano",
  attributes: "atrybuty",
  categories: "kategorie",
  products: "produkty",
  rejected: "odrzucone",
  warnings: "ostrzeżenia",
  orders: "zamówienia",
  reviews: "opinie",
  email: "e-mail",
  anonymised: "zanonimizowano",
  ordersKeptForAccounting: "zamówienia zachowane do rozliczeń",
  complaintPhotosDeleted: "usunięte zdjęcia reklamacji",
  id: "identyfikator",
  role: "rola",
  disabled: "konto wyłączone",
  createdAt: "utworzono",
  passwordReset: "nowe hasło jednorazowe",
  oneTimePassword: "hasło jednorazowe",
  totpEnabled: "drugi składnik",
  prefix: "początek klucza",
  revoked: "unieważniony",
  company: "firma",
  street: "ulica",
  postcode: "kod pocztowy",
  city: "miejscowość",
  country: "kraj",
  nip: "NIP",
  regon: "REGON",
  krs: "KRS",
  phone: "telefon",
  bankAccount: "rachunek bankowy",
  holder: "właściciel",
  iban: "numer rachunku",
  bankName: "bank",
  paymentDays: "dni na wpłatę przelewu",
  returns: "zwroty",
  periodDays: "dni na zwrot",
  cost: "koszt",
  costGrosze: "koszt zwrotu",
  method: "sposób",
  address: "adres",
  carriers: "przewoźnicy",
  ownBrandManufacturer: "producent marki własnej",
  contactUrl: "strona kontaktowa",
  identifier: "identyfikator strony",
  title: "tytuł",
  content: "treść",
  active: "aktywna",
  version: "wersja",
  expiresAt: "ważne do",
  items: "pozycje",
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Flattens nested values into `a.b` paths (arrays and deeper objects stay whole). */
function flatten(value: unknown, prefix = "", depth = 0): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isPlainObject(value)) {
    if (value !== undefined) out.set(prefix, value);
    return out;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (isPlainObject(inner) && depth < 2)
      for (const [p, v] of flatten(inner, path, depth + 1)) out.set(p, v);
    else out.set(path, inner);
  }
  return out;
}

function fieldLabel(path: string): string {
  return path
    .split(".")
    .map((part) => AUDIT_FIELD_LABELS[part] ?? part)
    .join(" › ");
}

const ORDER_STATUS_NAMES = ORDER_STATUS_LABELS as Readonly<Record<string, string>>;
const ROLE_NAMES = STAFF_ROLE_LABELS as Readonly<Record<string, string>>;

/** Money stored in grosze (`paidGrosze`, `refund_grosze`) and in złoty (a product's prices). */
const GROSZE_FIELD = /(Grosze|_grosze)$/;
const ZLOTY_FIELDS: ReadonlySet<string> = new Set(["price", "special_price", "final_price"]);
/** Instants (`shippedAt`, `createdAt`, a complaint answer's `at`): epoch ms or an ISO time in UTC. */
const INSTANT_FIELD = /^(at|[a-z]+At)$/;
/** Calendar days and Warsaw wall-clock times (`deliveredOn`, a special price's window). */
const DAY_FIELDS: ReadonlySet<string> = new Set(["deliveredOn", "special_from_date", "special_to_date"]);

const zloty = (value: number): string => formatPrice(value).replace(/\u00a0/g, " ");

const REVIEW_STATUS_NAMES: Readonly<Record<number, string>> = {
  1: "opublikowana",
  2: "czeka na moderację",
  3: "odrzucona",
};
const COMPLAINT_STATUS_NAMES: Readonly<Record<string, string>> = {
  submitted: "czeka na odpowiedź",
  accepted: "uznana",
  rejected: "odrzucona",
};
const RETURN_STATUS_NAMES = RETURN_STATUS_LABELS as Readonly<Record<string, string>>;

const choiceNames = (choices: readonly { id: string; name: string }[]): Readonly<Record<string, string>> =>
  Object.fromEntries(choices.map((choice) => [choice.id, choice.name]));

/**
 * The Polish names of the values of coded fields (a code is never shown where a person reads): a
 * complaint's remedy, the return terms' method and cost in the shop settings. `auditText.test.ts` fails on a
 * value the API may store without a name here.
 */
export const AUDIT_VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  remedy: COMPLAINT_REMEDY_LABELS,
  method: choiceNames(RETURN_METHOD),
  cost: choiceNames(RETURN_COST),
};

/** A status by the entity it belongs to, in Polish; an unknown one as it is. */
function statusName(entity: string, key: string, value: unknown): string | null {
  if (key === "review_status" && typeof value === "number") return REVIEW_STATUS_NAMES[value] ?? null;
  if (key !== "status" && key !== "decision") return null;
  if (entity === "order" && typeof value === "string") return ORDER_STATUS_NAMES[value] ?? null;
  // the catalogue's status: 1 enabled, 2 disabled (api-contract.md, product documents)
  if (entity === "product") return value === 1 ? "włączony" : value === 2 ? "wyłączony" : null;
  if (entity === "complaint" && typeof value === "string") return COMPLAINT_STATUS_NAMES[value] ?? null;
  if (entity === "return" && typeof value === "string") return RETURN_STATUS_NAMES[value] ?? null;
  return null;
}

function show(path: string, value: unknown, entity: string): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "tak" : "nie";
  const key = path.split(".").at(-1) ?? path;
  const status = statusName(entity, key, value);
  if (status !== null) return status;
  if (key === "role" && typeof value === "string") return ROLE_NAMES[value] ?? value;
  const coded = AUDIT_VALUE_LABELS[key];
  if (coded && typeof value === "string" && coded[value] !== undefined) return coded[value];
  // the shop's carriers by their names (their codes and tracking links stay in „Zapis techniczny”)
  if (key === "carriers" && Array.isArray(value))
    return value
      .map((carrier) => (isPlainObject(carrier) ? String(carrier.name ?? carrier.code) : "?"))
      .join(", ");
  // who answered a complaint: a staff member, or the shop by law when its 14 days passed
  if (key === "by" && (value === "staff" || value === "system"))
    return value === "staff" ? "pracownik" : "sklep z mocy prawa";
  // instants in Warsaw time, as everywhere in the back office
  if (INSTANT_FIELD.test(key) && typeof value === "number" && value > 1e12) return formatDateTime(value);
  if (INSTANT_FIELD.test(key) && typeof value === "string" && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value))
    return formatDateTime(Date.parse(value));
  // a day (`2026-11-30`) or a Warsaw wall-clock time (`2026-12-01 08:00:00`) is already the shop's own
  if (DAY_FIELDS.has(key) && typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
    if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value)) {
      const [day = "", time = ""] = value.split(" ");
      return time.startsWith("00:00") ? formatLongDate(day) : `${formatLongDate(day)}, ${time.slice(0, 5)}`;
    }
  }
  if (typeof value === "number" && GROSZE_FIELD.test(key)) return zloty(value / 100);
  if (typeof value === "number" && ZLOTY_FIELDS.has(key)) return zloty(value);
  if (typeof value === "string" || typeof value === "number") return String(value);
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

/**
 * A readable summary of an audit entry's values: one line per field that changed (`status: paid → packed`),
 * or, for a creation or a deletion, the fields it had (at most `limit`). Pure.
 *
 * @example auditChangeSummary({ status: "paid" }, { status: "packed" }, 8, "order")
 * // ["status: Opłacone → Spakowane"]
 */
export function auditChangeSummary(
  before: unknown,
  after: unknown,
  limit = 8,
  entity = "",
): readonly string[] {
  // a carrier's code beside its name says nothing more to a person: the name is shown, the code is kept
  // in „Zapis techniczny” (s21: `inpost_courier` read raw)
  const withoutCodes = (values: Map<string, unknown>) => {
    for (const path of [...values.keys()])
      if (path.endsWith("carrierCode") && values.has(path.replace(/carrierCode$/, "carrierName")))
        values.delete(path);
    return values;
  };
  const was = withoutCodes(flatten(before));
  const now = withoutCodes(flatten(after));
  const lines: string[] = [];
  if (before === null || before === undefined || after === null || after === undefined) {
    const only = before === null || before === undefined ? now : was;
    for (const [path, value] of only) lines.push(`${fieldLabel(path)}: ${show(path, value, entity)}`);
  } else {
    for (const path of new Set([...was.keys(), ...now.keys()])) {
      const a = was.get(path);
      const b = now.get(path);
      const [from, to] = [show(path, a, entity), show(path, b, entity)];
      // an empty object replaced by its fields (a shipment's `null` → `{ carrier, … }`) says nothing itself
      if (JSON.stringify(a) === JSON.stringify(b) || from === to) continue;
      lines.push(`${fieldLabel(path)}: ${from} → ${to}`);
    }
    if (lines.length === 0) lines.push("bez zmian w zapisanych polach");
  }
  return lines.length > limit ? [...lines.slice(0, limit), `… i jeszcze ${lines.length - limit}`] : lines;
}

/**
 * The total of the audit log's entries once the last page is known (the API pages by a cursor and does not
 * count): `undefined` while there are more pages, so the list says "z ponad 50" rather than a wrong number.
 * Pure.
 *
 * @example auditTotal(1, 50, 16, false) // 16
 */
export function auditTotal(
  page: number,
  perPage: number,
  shown: number,
  hasNextPage: boolean,
): number | undefined {
  return hasNextPage ? undefined : (page - 1) * perPage + shown;
}
