import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, orderBody, orderKey, type Picks, pickProducts, startShop } from "../test/shopHarness.js";
import type { Json, RunningServer } from "../test/startServer.js";
import { report } from "./abuseHarness.js";

// Issue 31, finding 5: BLIK accepted any six digits and marked the order paid. The stand-in now behaves
// like the service, behind the gateway interface: 000000 is refused, a code starting with 9 has expired,
// any other code leaves the payment pending until the bank app confirms it (2 s on the stand-in's clock).
let clock = Date.now();
let api: RunningServer;
let picks: Picks;
beforeAll(async () => {
  api = await startShop({ RATE_LIMITS: "off" }, {}, () => clock);
  picks = await pickProducts(api);
}, 60_000);
afterAll(() => api.stop());

async function placeBlik(code: string): Promise<Json> {
  const key = orderKey();
  const body = orderBody(key, [{ sku: picks.simple.sku, qty: 1 }], { payment: "blik" });
  body.addressInformation.payment_method_additional = { blik_code: code };
  const res = await call(api, "POST", "/api/order", { body, headers: { "idempotency-key": key } });
  expect(res.status).toBe(200);
  return res.body.result;
}

const view = async (placed: Json) =>
  (
    await call(
      api,
      "GET",
      `/api/ext/order/${placed.orderNumber}?secret=${encodeURIComponent(placed.order_secret)}`,
    )
  ).body.result;

describe("the BLIK stand-in", () => {
  it("keeps a valid code's payment pending until the bank app confirms it, then the order is paid", async () => {
    const placed = await placeBlik("777123");
    report("BLIK any six digits", { status: placed.status, payment: placed.payment.status });
    expect(placed.status).toBe("awaiting_payment");
    expect(placed.payment).toEqual({ method: "blik", status: "awaiting" });
    expect((await view(placed)).payment.status).toBe("awaiting");
    clock += 2500;
    const confirmed = await view(placed);
    expect(confirmed.status).toBe("paid");
    expect(confirmed.payment.status).toBe("paid");
  });

  it("refuses 000000 and says so in Polish; the order waits for a new code", async () => {
    const placed = await placeBlik("000000");
    expect(placed.status).toBe("awaiting_payment");
    expect(placed.payment).toEqual({
      method: "blik",
      status: "canceled",
      message: "Bank odrzucił płatność BLIK. Wygeneruj nowy kod i zapłać ponownie.",
    });
    clock += 2500;
    expect((await view(placed)).payment.status).toBe("canceled");
    const again = await call(api, "POST", `/api/ext/order/${placed.orderNumber}/payment`, {
      body: { secret: placed.order_secret, blik_code: "123456" },
    });
    expect(again.body.result).toEqual({ status: "awaiting" });
    clock += 2500;
    expect((await view(placed)).payment.status).toBe("paid");
  });

  it("treats a code starting with 9 as expired", async () => {
    const placed = await placeBlik("912345");
    expect(placed.payment.status).toBe("canceled");
    expect(placed.payment.message).toMatch(/^Kod BLIK wygasł/);
  });
});
