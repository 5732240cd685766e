import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  call,
  orderBody,
  orderKey,
  type Picks,
  pickProducts,
  registerAndLogin,
  startShop,
} from "./shopHarness.js";
import { asStaff, firstOwner, type StaffSession } from "./staffHarness.js";
import type { Json, RunningServer } from "./startServer.js";

// Issue 26 with the GDPR tools of issue 25: a customer's withdrawals and complaints, the complaint photos
// themselves included, are in the export, and go (or lose whom they were about) with the account.

let api: RunningServer;
let picks: Picks;
let owner: StaffSession;

beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off", BLIK_CONFIRM_MS: "0" });
  picks = await pickProducts(api);
  owner = await firstOwner(api);
}, 120_000);
afterAll(async () => {
  await api?.stop();
});

/** A logged-in customer with a delivered order of two units, one withdrawn and one complained about. */
async function customerWithAfterSales(email: string) {
  const shopper = await registerAndLogin(api, { email });
  const body = orderBody(orderKey(), [{ sku: picks.simple.sku, qty: 2 }], { email });
  const placed = await call(api, "POST", "/api/order", {
    body,
    headers: { "idempotency-key": body.order_id },
    token: shopper.token,
  });
  expect(placed.status).toBe(200);
  const number = String(placed.body.result.orderNumber);
  const act = (action: string, payload: Json = {}) =>
    asStaff(api, owner, "POST", `/api/admin/orders/${number}/${action}`, payload);
  expect((await act("confirm-payment")).status).toBe(200);
  expect((await act("pack")).status).toBe(200);
  expect((await act("ship", { carrier: "inpost", trackingNumber: "620012345678" })).status).toBe(200);
  expect((await act("deliver")).status).toBe(200);
  const view = await call(api, "GET", `/api/ext/withdrawal/${number}`, { token: shopper.token });
  expect(view.status).toBe(200);
  const itemId = view.body.result.lines[0].item_id;
  const withdrawn = await call(api, "POST", `/api/ext/withdrawal/${number}`, {
    token: shopper.token,
    body: {
      request_key: crypto.randomUUID(),
      name: "Jadwiga Rodowska",
      email,
      confirmed: true,
      lines: [{ item_id: itemId, qty: 1 }],
    },
  });
  expect(withdrawn.status).toBe(200);
  const form = new FormData();
  form.append("item_id", String(itemId));
  form.append("description", "Zamek błyskawiczny Jadwigi rozszedł się po tygodniu.");
  form.append("remedy", "repair");
  const photo = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  form.append("photos", new Blob([new Uint8Array(photo)], { type: "image/png" }), "zamek.png");
  const complained = await api.request(`/api/ext/order/${number}/complaints`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${shopper.token}` },
  });
  expect(complained.status).toBe(200);
  const reference = (JSON.parse(await complained.text()) as Json).result.reference as string;
  return { id: Number(shopper.customer.id), number, reference };
}

describe("after-sales data in the GDPR export and erasure (issue 26)", () => {
  it("exports the withdrawal, the complaint and its photo; the erasure removes who they were about", async () => {
    const email = "jadwiga.rodo@example.pl";
    const c = await customerWithAfterSales(email);

    const exported = await asStaff(api, owner, "GET", `/api/admin/customers/${c.id}/export`);
    expect(exported.status).toBe(200);
    const data = exported.body.result;
    expect(data.withdrawals).toHaveLength(1);
    expect(data.withdrawals[0]).toMatchObject({
      orderNumber: c.number,
      name: "Jadwiga Rodowska",
      email,
      status: "reported",
      lines: [expect.objectContaining({ qty: 1 })],
    });
    expect(data.complaints).toHaveLength(1);
    expect(data.complaints[0]).toMatchObject({
      reference: c.reference,
      orderNumber: c.number,
      email,
      description: "Zamek błyskawiczny Jadwigi rozszedł się po tygodniu.",
      remedy: "repair",
    });
    const [photo] = data.complaints[0].photos;
    expect(photo).toMatchObject({ position: 1, contentType: "image/png", width: 40, height: 30 });
    expect((await sharp(Buffer.from(photo.base64, "base64")).metadata()).format).toBe("png");

    const erased = await asStaff(api, owner, "POST", `/api/admin/customers/${c.id}/erase`, {});
    expect(erased.status).toBe(200);
    const after = (await asStaff(api, owner, "GET", `/api/admin/customers/${c.id}/export`)).body.result;
    const text = JSON.stringify(after);
    expect(text).not.toContain(email);
    expect(text).not.toContain("Jadwiga");
    // kept for the accounts and the complaint's record: what was returned, the reference, the status
    expect(after.withdrawals[0]).toMatchObject({
      name: "Konto usunięte",
      email: `usuniety-${c.id}@anonim.invalid`,
      bankAccount: null,
      lines: [expect.objectContaining({ qty: 1 })],
    });
    expect(after.complaints[0]).toMatchObject({
      reference: c.reference,
      description: "Treść usunięta na żądanie klienta (RODO art. 17).",
      photos: [],
    });
    expect(after.complaints[0].email).toBe(`usuniety-${c.id}@anonim.invalid`);
  });
});
