import { type APIRequestContext, expect } from "@playwright/test";
import { ADMIN_API_ORIGIN } from "./adminOwner";

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

/**
 * Places a bank-transfer order for one scarf of the demo catalogue through the shop's own order endpoint,
 * the way the storefront's checkout does, and answers its number.
 */
export async function placeTransferOrder(request: APIRequestContext, email: string): Promise<string> {
  const key = `${Date.now()}-${crypto.randomUUID()}`;
  const answer = await request.post(`${ADMIN_API_ORIGIN}/api/order`, {
    headers: { "idempotency-key": key },
    data: {
      order_id: key,
      user_id: "",
      transmited: false,
      created_at: new Date().toISOString(),
      store_code: "pl",
      products: [{ sku: "SZA-2892", qty: 1 }],
      addressInformation: {
        billingAddress: { ...ADDRESS, email },
        shippingAddress: ADDRESS,
        shipping_carrier_code: "flatrate",
        shipping_method_code: "flatrate",
        payment_method_code: "banktransfer",
        payment_method_additional: {},
        shippingExtraFields: { order_comment: "Proszę zapakować na prezent." },
      },
    },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { orderNumber: string } }).result.orderNumber;
}
