import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ComplaintTables, isOpenComplaintConflict } from "../src/db/complaintMigrations.js";
import { openDatabase } from "../src/db/openDatabase.js";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession, staffMember } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 26, complaints over HTTP (after-sales-and-law.md §4, §7): the one multipart endpoint with photos
// checked by their bytes and re-encoded without metadata, the reference and the deadline, IDOR, the
// back office's queue and answers, the mails, and the acceptance when the deadline passes.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;
let service: StaffSession;
let warehouse: StaffSession;

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" });
  picks = await pickProducts(api);
  owner = await firstOwner(api);
  service = await staffMember(api, owner, "customer_service", "bok@outlet.local");
  warehouse = await staffMember(api, owner, "warehouse", "magazyn@outlet.local");
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

interface Placed {
  readonly number: string;
  readonly secret: string;
  readonly itemId: number;
}

async function placeOrder(token?: string): Promise<Placed> {
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 1 }], {
    email: "reklamujaca@example.pl",
  });
  const res = await call(api, "POST", "/api/order", {
    body,
    headers: { "idempotency-key": body.order_id },
    ...(token ? { token } : {}),
  });
  expect(res.status).toBe(200);
  const { orderNumber, order_secret } = res.body.result;
  const view = await call(
    api,
    "GET",
    `/api/ext/order/${orderNumber}?secret=${encodeURIComponent(order_secret)}`,
  );
  return { number: orderNumber, secret: order_secret, itemId: view.body.result.items[0].item_id };
}

async function deliver(order: Placed): Promise<void> {
  const act = (action: string, body: Json = {}) =>
    asStaff(api, owner, "POST", `/api/admin/orders/${order.number}/${action}`, body);
  expect((await act("confirm-payment")).status).toBe(200);
  expect((await act("pack")).status).toBe(200);
  expect((await act("ship", { carrier: "inpost", trackingNumber: "620012345678" })).status).toBe(200);
  expect((await act("deliver")).status).toBe(200);
}

/** A JPEG carrying EXIF (camera, GPS-like comment) as a phone would send it. */
const jpegWithExif = (): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "TelefonX", Copyright: "Anna Nowak, ul. Prosta 1" } })
    .toBuffer();

interface Upload {
  readonly fields?: Record<string, string>;
  readonly photos?: readonly { name: string; bytes: Buffer; type?: string }[];
  readonly secret?: string | null;
  readonly token?: string;
}

async function complain(order: Placed, upload: Upload = {}): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  const fields = {
    item_id: String(order.itemId),
    description: "Szew na rękawie pruje się po pierwszym założeniu.",
    remedy: "repair",
    ...upload.fields,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of upload.photos ?? []) {
    form.append(
      "photos",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/jpeg" }),
      photo.name,
    );
  }
  const secret = upload.secret === undefined ? order.secret : upload.secret;
  const query = secret === null ? "" : `?secret=${encodeURIComponent(secret)}`;
  const res = await api.request(`/api/ext/order/${order.number}/complaints${query}`, {
    method: "POST",
    body: form,
    ...(upload.token ? { headers: { authorization: `Bearer ${upload.token}` } } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const mailsOf = (number: string): Json[] => {
  const dir = join(api.dataDir, "outbox");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")))
    .filter((entry) => entry.data?.order_number === number);
};

const warsawToday = (): string =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Warsaw" }).format(new Date());

describe("a guest's complaint (issue 26)", () => {
  it("is refused before delivery, at the product line", async () => {
    const order = await placeOrder();
    const res = await complain(order);
    expect(res.status).toBe(400);
    expect(res.body.result.issues[0]).toMatchObject({
      path: "item_id",
      message: "Reklamację można złożyć po dostarczeniu zamówienia.",
    });
  });

  it("gets a reference and the deadline, its photo is stored without metadata, and the shopper gets a mail", async () => {
    const order = await placeOrder();
    await deliver(order);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await complain(order, { photos: [{ name: "szew.jpg", bytes: original }] });
    expect(res.status).toBe(200);
    const complaint = res.body.result;
    expect(complaint.reference).toMatch(/^REK\/\d{4}\/\d+$/);
    expect(complaint.reference.slice(4, 8)).toBe(warsawToday().slice(0, 4));
    expect(complaint).toMatchObject({
      status: "submitted",
      status_label: "Czeka na odpowiedź sklepu",
      remedy: "repair",
      remedy_label: "Naprawa",
      answer: null,
    });
    const expected = new Date(`${warsawToday()}T12:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 14);
    expect(complaint.deadline_day).toBe(expected.toISOString().slice(0, 10));
    expect(complaint.photos).toHaveLength(1);

    const photo = await api.request(`${complaint.photos[0].url}?secret=${encodeURIComponent(order.secret)}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    const stored = Buffer.from(await photo.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([64, 48]);
    expect(stored.includes(Buffer.from("TelefonX"))).toBe(false);

    const mail = mailsOf(order.number).find((m) => m.kind === "complaint_received");
    expect(mail).toMatchObject({
      to: "reklamujaca@example.pl",
      subject: `Reklamacja ${complaint.reference} przyjęta`,
    });
    expect(mail.text).toContain("Odpowiemy najpóźniej");
    // the moment written the one long way a shopper reads (s22): „(1 grudnia 2026, 14:05)”, not „14:05 1/12/2026”
    expect(mail.text).toMatch(
      new RegExp(
        `reklamację ${complaint.reference} \\(\\d{1,2} [a-ząćęłńóśźż]+ 20\\d\\d, \\d\\d:\\d\\d\\) dotyczącą`,
      ),
    );
    // the guest's mail links the complaint on the order page (its secret link, at the complaint)
    expect(mail.text).toContain(
      `Status reklamacji i odpowiedź sklepu: ${api.app.context.config.storefrontUrl}/zamowienie/${order.number}/${order.secret}#complaint-${complaint.id}`,
    );

    const listed = await call(api, "GET", `/api/ext/order/${order.number}/complaints?secret=${order.secret}`);
    expect(listed.body.result.complaints.map((c: Json) => c.reference)).toEqual([complaint.reference]);
    // while it waits for the shop's answer the line takes no second complaint
    expect(listed.body.result.lines[0]).toMatchObject({
      item_id: order.itemId,
      can_complain: false,
      reason: `Reklamacja tego produktu jest już rozpatrywana (nr ${complaint.reference}).`,
      open_complaint: { id: complaint.id, reference: complaint.reference },
    });
  });

  it("refuses a second complaint on the same line while the first is open, and takes one once it is decided", async () => {
    const order = await placeOrder();
    await deliver(order);
    const first = (await complain(order)).body.result;
    expect(first.reference).toMatch(/^REK\/\d{4}\/\d+$/);

    const second = await complain(order, { fields: { description: "Odpadł guzik przy mankiecie." } });
    expect(second.status).toBe(400);
    expect(second.body.result.issues[0]).toMatchObject({
      path: "item_id",
      message: `Reklamacja tego produktu jest już rozpatrywana (nr ${first.reference}).`,
      reason: "already_open",
      complaint_id: first.id,
      reference: first.reference,
    });
    const listed = await call(api, "GET", `/api/ext/order/${order.number}/complaints?secret=${order.secret}`);
    expect(listed.body.result.complaints).toHaveLength(1);
    expect(mailsOf(order.number).filter((m) => m.kind === "complaint_received")).toHaveLength(1);

    const rejected = await asStaff(api, service, "POST", `/api/admin/complaints/${first.id}/reject`, {
      reason: "Uszkodzenie mechaniczne powstałe po dostarczeniu.",
    });
    expect(rejected.status).toBe(200);
    const again = await complain(order, { fields: { description: "Odpadł guzik przy mankiecie." } });
    expect(again.status).toBe(200);
    expect(again.body.result.reference).not.toBe(first.reference);
    const third = await complain(order);
    expect(third.body.result.issues[0].message).toBe(
      `Reklamacja tego produktu jest już rozpatrywana (nr ${again.body.result.reference}).`,
    );
  });

  it("takes one of two complaints on a line sent at the same instant and refuses the other at the line", async () => {
    const order = await placeOrder();
    await deliver(order);
    const both = await Promise.all([
      complain(order),
      complain(order, { fields: { description: "Odpadł guzik przy mankiecie." } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    const stored = both.find((r) => r.status === 200)?.body.result;
    expect(both.find((r) => r.status === 400)?.body.result.issues).toEqual([
      expect.objectContaining({
        path: "item_id",
        reason: "already_open",
        message: `Reklamacja tego produktu jest już rozpatrywana (nr ${stored.reference}).`,
      }),
    ]);
    const listed = await call(api, "GET", `/api/ext/order/${order.number}/complaints?secret=${order.secret}`);
    expect(listed.body.result.complaints).toHaveLength(1);
    expect(mailsOf(order.number).filter((m) => m.kind === "complaint_received")).toHaveLength(1);
  });

  it("is kept to one open complaint per line by the database itself, whatever the code checks", async () => {
    const order = await placeOrder();
    await deliver(order);
    const first = (await complain(order)).body.result;
    const database = await openDatabase({
      dataDir: api.dataDir,
      databaseUrl: api.databaseEnv.DATABASE_URL,
    });
    try {
      const db = database.db.withTables<ComplaintTables>();
      const row = await db
        .selectFrom("complaint")
        .selectAll()
        .where("id", "=", first.id)
        .executeTakeFirstOrThrow();
      const { id: _id, ...copy } = row;
      const second = { ...copy, reference: "REK/1999/1", year: 1999, sequence: 1 };
      const refused = await db
        .insertInto("complaint")
        .values(second)
        .execute()
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isOpenComplaintConflict(refused)).toBe(true);
      // a decided complaint does not count: the line takes a new one after the answer
      await db.updateTable("complaint").set({ status: "rejected" }).where("id", "=", first.id).execute();
      await db.insertInto("complaint").values(second).execute();
    } finally {
      await database.close();
    }
  });

  it("refuses a file that is not an image, whatever its name, with a Polish message at the photos field", async () => {
    const order = await placeOrder();
    await deliver(order);
    const res = await complain(order, {
      photos: [{ name: "zdjecie.jpg", bytes: Buffer.from("%PDF-1.7\n1 0 obj\n"), type: "image/jpeg" }],
    });
    expect(res.status).toBe(400);
    expect(res.body.result.issues).toEqual([
      expect.objectContaining({
        path: "photos",
        code: "invalid_format",
        message: "Plik „zdjecie.jpg” nie jest zdjęciem. Dodaj zdjęcia w formacie JPEG, PNG lub HEIC.",
      }),
    ]);
    const listed = await call(api, "GET", `/api/ext/order/${order.number}/complaints?secret=${order.secret}`);
    expect(listed.body.result.complaints).toEqual([]);
  });

  it("refuses more than 5 photos and a price reduction without a ground", async () => {
    const order = await placeOrder();
    await deliver(order);
    const bytes = await jpegWithExif();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, bytes }));
    const tooMany = await complain(order, { photos: six });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.result.issues[0]).toMatchObject({
      path: "photos",
      message: "Możesz dodać najwyżej 5 zdjęć.",
    });
    const noGround = await complain(order, { fields: { remedy: "price_reduction" } });
    expect(noGround.status).toBe(400);
    expect(noGround.body.result.issues[0]).toMatchObject({ path: "ground", reason: "ground_required" });
    const withGround = await complain(order, {
      fields: { remedy: "price_reduction", ground: "significant" },
    });
    expect(withGround.status).toBe(200);
    expect(withGround.body.result).toMatchObject({ remedy: "price_reduction", ground: "significant" });
  });

  it("answers 415 for a multipart body anywhere else", async () => {
    const form = new FormData();
    form.append("a", "b");
    const res = await api.request("/api/contact", { method: "POST", body: form });
    expect(res.status).toBe(415);
  });
});

describe("someone else's order (IDOR, issue 26)", () => {
  it("cannot be complained about, listed or its photos read, by a wrong secret or another customer", async () => {
    const anna = await registerAndLogin(api);
    const intruder = await registerAndLogin(api);
    const order = await placeOrder(anna.token);
    await deliver(order);
    const own = await complain(order, {
      secret: null,
      token: anna.token,
      photos: [{ name: "a.jpg", bytes: await jpegWithExif() }],
    });
    expect(own.status).toBe(200);
    expect((await complain(order, { secret: null, token: intruder.token })).status).toBe(404);
    expect((await complain(order, { secret: "zly-sekret" })).status).toBe(404);
    expect((await complain(order, { secret: null })).status).toBe(404);
    const list = await call(api, "GET", `/api/ext/order/${order.number}/complaints`, {
      token: intruder.token,
    });
    expect(list.status).toBe(404);
    const photo = await call(api, "GET", own.body.result.photos[0].url, { token: intruder.token });
    expect(photo.status).toBe(404);
    expect((await call(api, "GET", own.body.result.photos[0].url, { token: anna.token })).status).toBe(200);
    // another order's secret does not open this order's complaint photo
    const other = await placeOrder();
    const crossed = await call(
      api,
      "GET",
      `${own.body.result.photos[0].url.replace(order.number, other.number)}?secret=${other.secret}`,
    );
    expect(crossed.status).toBe(404);
  });
});

describe("the back office (issue 26)", () => {
  it("lists the queue by deadline, shows the photos to staff only, and the answer reaches the shopper", async () => {
    const order = await placeOrder();
    await deliver(order);
    const created = (await complain(order, { photos: [{ name: "a.jpg", bytes: await jpegWithExif() }] })).body
      .result;

    const queue = await asStaff(api, service, "GET", "/api/admin/complaints?status=submitted");
    expect(queue.status).toBe(200);
    const deadlines = queue.body.result.items.map((c: Json) => c.deadline_at);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(queue.body.result.items.map((c: Json) => c.reference)).toContain(created.reference);
    expect((await asStaff(api, warehouse, "GET", "/api/admin/complaints")).status).toBe(403);
    expect((await call(api, "GET", "/api/admin/complaints")).status).toBe(401);

    const page = await asStaff(api, service, "GET", `/api/admin/complaints/${created.id}`);
    expect(page.body.result).toMatchObject({ reference: created.reference, email: "reklamujaca@example.pl" });
    const photo = await asStaff(api, service, "GET", page.body.result.photos[0].url);
    expect(photo.status).toBe(200);
    expect((await call(api, "GET", page.body.result.photos[0].url)).status).toBe(401);

    const short = await asStaff(api, service, "POST", `/api/admin/complaints/${created.id}/reject`, {
      reason: "nie",
    });
    expect(short.status).toBe(400);
    expect(short.body.result.issues[0]).toMatchObject({
      path: "reason",
      message: "Podaj powód odrzucenia (co najmniej 10 znaków).",
    });
    const rejected = await asStaff(api, service, "POST", `/api/admin/complaints/${created.id}/reject`, {
      reason: "Uszkodzenie mechaniczne powstałe po dostarczeniu.",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.result).toMatchObject({
      status: "rejected",
      answer: { decision: "rejected", by: "staff" },
    });
    const again = await asStaff(api, owner, "POST", `/api/admin/complaints/${created.id}/accept`, {});
    expect(again.status).toBe(400);
    expect(again.body.result.issues[0].reason).toBe("already_answered");

    const shopper = await call(
      api,
      "GET",
      `/api/ext/order/${order.number}/complaints?secret=${order.secret}`,
    );
    expect(shopper.body.result.complaints[0]).toMatchObject({
      status: "rejected",
      status_label: "Odrzucona",
      answer: { reason: "Uszkodzenie mechaniczne powstałe po dostarczeniu." },
    });
    const mail = mailsOf(order.number).find((m) => m.kind === "complaint_answered");
    expect(mail.subject).toBe(`Odpowiedź na reklamację ${created.reference}`);
    expect(mail.text).toContain("Uzasadnienie: Uszkodzenie mechaniczne powstałe po dostarczeniu.");
    const audit = await asStaff(
      api,
      owner,
      "GET",
      `/api/admin/audit?entity=complaint&entityId=${encodeURIComponent(created.reference)}`,
    );
    if (audit.status === 200) expect(JSON.stringify(audit.body.result)).toContain("complaint.reject");
  });

  it("accepts with a remedy and a note", async () => {
    const order = await placeOrder();
    await deliver(order);
    const created = (await complain(order, { fields: { remedy: "replacement" } })).body.result;
    const accepted = await asStaff(api, owner, "POST", `/api/admin/complaints/${created.id}/accept`, {
      remedy: "repair",
      note: "Odeślij produkt paczkomatem, kod przyślemy mailem.",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.result.answer).toMatchObject({
      decision: "accepted",
      remedy: "repair",
      remedy_label: "Naprawa",
    });
    const mail = mailsOf(order.number).find((m) => m.kind === "complaint_answered");
    expect(mail.text).toContain("Uznaliśmy reklamację. Sposób rozpatrzenia: Naprawa.");
    expect(mail.text).toContain(`/zamowienie/${order.number}/${order.secret}#complaint-${created.id}`);
  });

  it("marks a complaint accepted once its deadline passes unanswered, mailing both sides once", async () => {
    const order = await placeOrder();
    await deliver(order);
    const created = (await complain(order)).body.result;
    // move the deadline into the past, as 15 days would
    await api.app.context.database.db
      .withTables<{ complaint: { id: number; deadline_at: number } }>()
      .updateTable("complaint")
      .set({ deadline_at: Date.now() - 1000 })
      .where("id", "=", created.id)
      .execute();
    const reads = await Promise.all([
      call(api, "GET", `/api/ext/order/${order.number}/complaints?secret=${order.secret}`),
      asStaff(api, service, "GET", "/api/admin/complaints"),
      asStaff(api, owner, "GET", `/api/admin/complaints/${created.id}`),
    ]);
    for (const read of reads) expect(read.status).toBe(200);
    const page = await asStaff(api, owner, "GET", `/api/admin/complaints/${created.id}`);
    expect(page.body.result).toMatchObject({
      status: "accepted",
      overdue: true,
      answer: { by: "system", remedy: "repair" },
    });
    const late = await asStaff(api, owner, "POST", `/api/admin/complaints/${created.id}/reject`, {
      reason: "Za późno, ale spróbujmy odrzucić.",
    });
    expect(late.status).toBe(400);
    const mails = mailsOf(order.number);
    expect(mails.filter((m) => m.kind === "complaint_answered")).toHaveLength(1);
    const shopMail = mails.filter((m) => m.kind === "complaint_lapsed");
    expect(shopMail).toHaveLength(1);
    expect(shopMail[0].to).not.toBe("reklamujaca@example.pl");
  });
});
