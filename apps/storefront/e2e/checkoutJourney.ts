import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { forwardedAs } from "./forwardingKey";
import { API_ORIGIN, PASSWORD } from "./shopper";

/** A saved address of the account (api-contract §12.11), as the address book stores it. */
export interface SavedAddress {
  readonly firstname: string;
  readonly lastname: string;
  readonly street: readonly string[];
  readonly postcode: string;
  readonly city: string;
  readonly telephone?: string;
  readonly default_shipping?: boolean;
}

/** Two believable saved addresses: the default one in Kraków and another in Poznań. */
export const SAVED_ADDRESSES = {
  krakow: {
    firstname: "Anna",
    lastname: "Nowak",
    street: ["Floriańska 12", "m. 4"],
    postcode: "31-019",
    city: "Kraków",
    telephone: "+48 601 202 303",
    default_shipping: true,
  },
  poznan: {
    firstname: "Anna",
    lastname: "Nowak",
    street: ["Półwiejska 7", ""],
    postcode: "61-888",
    city: "Poznań",
    telephone: "612 345 678",
    default_shipping: false,
  },
} as const satisfies Record<string, SavedAddress>;

/** Saves addresses on an existing account straight through the API (setup, not the journey under test). */
export async function saveAddresses(
  request: APIRequestContext,
  email: string,
  addresses: readonly SavedAddress[],
): Promise<void> {
  const login = await request.post(`${API_ORIGIN}/api/user/login`, {
    data: { username: email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { result: string }).result;
  const saved = await request.post(`${API_ORIGIN}/api/user/me?token=${encodeURIComponent(token)}`, {
    data: {
      customer: {
        email,
        firstname: "Anna",
        lastname: "Nowak",
        addresses: addresses.map((address) => ({
          ...address,
          street: [...address.street],
          country_id: "PL",
        })),
      },
    },
  });
  expect(saved.status()).toBe(200);
}

/** Waits for the placed order's confirmation and returns its number (digits only). */
export async function expectOrderPlaced(page: Page): Promise<string> {
  const number = page.getByTestId("order-number");
  await expect(number).toBeVisible({ timeout: 20_000 });
  const digits = ((await number.textContent()) ?? "").replace(/\D/g, "");
  expect(digits).not.toBe("");
  return digits;
}

/** Fills the shipping address fields by id (`#shipping-…`); a field given as "" is left empty. */
export async function fillShippingAddress(
  page: Page,
  address: {
    readonly firstName: string;
    readonly lastName: string;
    readonly street: string;
    readonly apartment: string;
    readonly zipCode: string;
    readonly city: string;
    readonly phone: string;
  },
): Promise<void> {
  await page.locator("#shipping-firstName").fill(address.firstName);
  await page.locator("#shipping-lastName").fill(address.lastName);
  await page.locator("#shipping-streetAddress").fill(address.street);
  await page.locator("#shipping-apartmentNumber").fill(address.apartment);
  await page.locator("#shipping-zipCode").fill(address.zipCode);
  await page.locator("#shipping-city").fill(address.city);
  await page.locator("#shipping-phoneNumber").fill(address.phone);
}

/** Types into a field by keyboard only: focus with Tab order is not assumed, the field is focused first. */
export async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await page.locator(selector).focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  if (text !== "") await page.keyboard.type(text);
}

let shopperAddresses = Math.floor(Math.random() * 200);

/**
 * The checkout journeys' `test`: each journey's browser is its own shopper on the network. Its orders carry
 * an `X-Forwarded-For` documentation address with the forwarding key (as the storefront's server sends it in
 * production), so the many order journeys together stay under the API's limit of orders per
 * address in 10 minutes (100, apps/api `shopLimits.ts`) that the other journeys, all from 127.0.0.1, count on. A spec
 * that routes `/api/order` itself must end with `route.fallback()` so this header is still added.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const address = `203.0.113.${1 + (shopperAddresses++ % 250)}`;
    await page.route("**/api/order**", (route) =>
      route.fallback({ headers: { ...route.request().headers(), ...forwardedAs(address) } }),
    );
    await use(page);
  },
});
