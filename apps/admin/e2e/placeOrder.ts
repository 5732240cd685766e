import { type APIRequestContext, expect } from "@playwright/test";
import { ADMIN_API_ORIGIN, ADMIN_E2E_OWNER } from "./adminOwner";

/** A shopper's address for the orders the journeys place. */
const ADDRESS = {
  firstname: "Zofia",
  lastname: "Wiśniewska",
  street: ["Ogrodowa 7", "m. 3"],
  city: "Sopot",
  postcode: "81-701",
  country_id: "PL",
  telephone: "+48 601 200 300",
};

/** A placed order as its shopper holds it: the number and the secret of its mailed links. */
export interface PlacedOrder {
  readonly orderNumber: string;
  readonly secret: string;
}

/**
 * Places a bank-transfer order for one scarf of the demo catalogue through the shop's own order endpoint,
 * the way the storefront's checkout does, and answers its number.
 */
export async function placeTransferOrder(request: APIRequestContext, email: string): Promise<string> {
  return (await placeScarfOrder(request, email, 1)).orderNumber;
}

/**
 * A guest's bank-transfer order of `qty` scarves taken to delivered by the owner through the staff API
 * (payment confirmed, packed, shipped with InPost, delivered), as the after-sales journeys start from it.
 * Answers the order and the owner's CSRF token (the owner's session cookie stays in `request`).
 */
export async function deliveredTransferOrder(
  request: APIRequestContext,
  email: string,
  qty: number,
): Promise<PlacedOrder & { readonly csrf: string }> {
  return transferOrderThrough(request, email, qty, ["confirm-payment", "pack", "ship", "deliver"]);
}

/**
 * A guest's bank-transfer order of `qty` scarves taken by the owner through the staff API's `steps`
 * (`confirm-payment`, `pack`, `ship` with InPost, `deliver`, `cancel`). Answers the order and the owner's
 * CSRF token (the owner's session cookie stays in `request`).
 */
export async function transferOrderThrough(
  request: APIRequestContext,
  email: string,
  qty: number,
  steps: readonly string[],
): Promise<PlacedOrder & { readonly csrf: string }> {
  const order = await placeScarfOrder(request, email, qty);
  const login = await request.post(`${ADMIN_API_ORIGIN}/api/admin/session/login`, { data: ADMIN_E2E_OWNER });
  expect(login.status()).toBe(200);
  const csrf = (await login.json()).result.csrfToken as string;
  const bodies: Readonly<Record<string, object>> = {
    ship: { carrier: "inpost", trackingNumber: "620012345678" },
  };
  for (const action of steps) {
    const res = await request.post(`${ADMIN_API_ORIGIN}/api/admin/orders/${order.orderNumber}/${action}`, {
      data: bodies[action] ?? {},
      headers: { "x-csrf-token": csrf },
    });
    expect(res.status(), action).toBe(200);
  }
  return { ...order, csrf };
}

/**
 * A guest's bank-transfer order of one scarf to the parcel locker KRA01M, as the storefront's checkout sends it
 * (issue 32): the parcel goes to the locker's address, and the buyer, who typed no address of their own, is
 * billed as a contact (name, phone, e-mail). Answers its number.
 */
export async function placeLockerOrder(request: APIRequestContext, email: string): Promise<string> {
  const contact = {
    firstname: ADDRESS.firstname,
    lastname: ADDRESS.lastname,
    country_id: "PL",
    telephone: ADDRESS.telephone,
  };
  const placed = await placeScarfOrder(request, email, 1, {
    billingAddress: { ...contact, email },
    shippingAddress: {
      ...contact,
      street: ["ul. Floriańska 12", "KRA01M"],
      city: "Kraków",
      postcode: "31-019",
    },
    shipping_carrier_code: "inpost",
    shipping_method_code: "paczkomat",
    inpost_locker: { code: "KRA01M" },
  });
  return placed.orderNumber;
}

/**
 * A guest's cash-on-delivery order of `qty` scarves, by courier or (`pickup`) collected at the shop's store
 * and paid at the till. Answers its number.
 */
export async function placeCashOrder(
  request: APIRequestContext,
  email: string,
  { qty = 1, pickup = false }: { qty?: number; pickup?: boolean } = {},
): Promise<string> {
  const placed = await placeScarfOrder(request, email, qty, {
    payment_method_code: "cashondelivery",
    ...(pickup ? { shipping_carrier_code: "pickup", shipping_method_code: "store" } : {}),
  });
  return placed.orderNumber;
}

async function placeScarfOrder(
  request: APIRequestContext,
  email: string,
  qty: number,
  delivery: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const key = `${Date.now()}-${crypto.randomUUID()}`;
  const answer = await request.post(`${ADMIN_API_ORIGIN}/api/order`, {
    headers: { "idempotency-key": key },
    data: {
      order_id: key,
      user_id: "",
      transmited: false,
      created_at: new Date().toISOString(),
      store_code: "pl",
      products: [{ sku: "SZA-2892", qty }],
      addressInformation: {
        billingAddress: { ...ADDRESS, email },
        shippingAddress: ADDRESS,
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "banktransfer",
        payment_method_additional: {},
        shippingExtraFields: { order_comment: "Proszę zapakować na prezent." },
        ...delivery,
      },
    },
  });
  expect(answer.status()).toBe(200);
  const { orderNumber, order_secret: secret } = (
    (await answer.json()) as {
      result: { orderNumber: string; order_secret: string };
    }
  ).result;
  return { orderNumber, secret };
}
