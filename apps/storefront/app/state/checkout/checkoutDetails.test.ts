import { describe, expect, it } from "vitest";
import { type CheckoutStoreDeps, createCheckoutStore } from "./checkoutStore";

/** The browser's `checkout` collection, shared by the stores of two page loads. */
function memoryCollection() {
  const rows = new Map<string, unknown>();
  const collection = {
    getItem: async (key: string) => rows.get(key) ?? null,
    setItem: async (key: string, value: unknown) => {
      rows.set(key, structuredClone(value));
      return value;
    },
    removeItem: async (key: string) => {
      rows.delete(key);
    },
    iterate: async () => undefined,
  };
  return { rows, collections: { checkout: collection, orders: collection } };
}

function pageLoad(
  storage: ReturnType<typeof memoryCollection>,
  clock = { now: 1_763_719_200_000 },
  items: Record<string, unknown>[] = [],
) {
  const deps: CheckoutStoreDeps = {
    client: async () => {
      throw new Error("no API in these tests");
    },
    collections: () => storage.collections,
    now: () => clock.now,
    online: () => true,
    createOrderId: () => "1763719200000-00000000-0000-4000-8000-000000000001",
    notify: () => {},
    contactEmail: "sklep@example.pl",
    cart: () => ({ items: items as never[], token: "", grandTotal: null }),
    syncTotals: async () => {},
    applyTotals: () => {},
    clearCart: async () => {},
    userId: () => null,
    register: async () => {},
    refreshOrderHistory: async () => {},
    findStockTask: () => undefined,
  };
  return createCheckoutStore(deps);
}

/** Lets the fire-and-forget writes of the store reach the collection. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("checkout details in the browser (transactions.md §4 Checkout and order)", () => {
  it("are saved on a single-field update and restored by the next page load", async () => {
    const storage = memoryCollection();
    const first = pageLoad(storage);
    first.setField("personalDetails", "emailAddress", "anna@example.pl");
    first.setField("shippingDetails", "city", "Gdańsk");
    first.setField("shippingDetails", "zipCode", "80-827");
    first.setField("paymentDetails", "company", "Nowak sp. z o.o.");
    await settled();

    const next = pageLoad(storage);
    expect(next.state.details.shippingDetails.city).toBe("");
    await next.load();
    expect(next.state.details.personalDetails.emailAddress).toBe("anna@example.pl");
    expect(next.state.details.shippingDetails).toMatchObject({ city: "Gdańsk", zipCode: "80-827" });
    expect(next.state.details.paymentDetails.company).toBe("Nowak sp. z o.o.");
  });

  it("are emptied by clear() (logout), so the next page load restores nothing", async () => {
    const storage = memoryCollection();
    const first = pageLoad(storage);
    first.setField("personalDetails", "emailAddress", "anna@example.pl");
    first.setField("shippingDetails", "city", "Gdańsk");
    first.clear();
    await settled();

    const next = pageLoad(storage);
    await next.load();
    expect(next.state.details.personalDetails.emailAddress).toBe("");
    expect(next.state.details.shippingDetails.city).toBe("");
  });
});

describe("the in-checkout window (30 minutes, transactions.md §4)", () => {
  it("holds for 1 800 000 ms after the checkout page mounts, and ends when it is left", () => {
    const clock = { now: 1_763_719_200_000 };
    const checkout = pageLoad(memoryCollection(), clock);
    expect(checkout.inCheckout()).toBe(false);
    checkout.enter();
    clock.now += 1_800_000;
    expect(checkout.inCheckout()).toBe(true);
    clock.now += 1;
    expect(checkout.inCheckout()).toBe(false);
    checkout.enter();
    checkout.leave();
    expect(checkout.inCheckout()).toBe(false);
  });
});

describe("a virtual cart's checkout (behaviour.md §10.2)", () => {
  it("validates the billing address it shows, not the hidden shipping address", () => {
    const giftCard = { sku: "BON-5209", qty: 1, price_incl_tax: 50, type_id: "virtual" };
    const checkout = pageLoad(memoryCollection(), undefined, [giftCard]);
    checkout.enter();
    checkout.setField("personalDetails", "firstName", "Anna");
    checkout.setField("personalDetails", "lastName", "Nowak");
    checkout.setField("personalDetails", "emailAddress", "anna@example.pl");
    const billing = {
      firstName: "Anna",
      lastName: "Nowak",
      streetAddress: "Długa 5",
      apartmentNumber: "m. 2",
      zipCode: "80-827",
      city: "Gdańsk",
      phoneNumber: "+48 600 100 200",
    };
    for (const [field, value] of Object.entries(billing))
      checkout.setField("paymentDetails", field as "firstName", value);
    expect(checkout.state.billingSame).toBe(true); // the checkbox is hidden for a virtual cart
    const result = checkout.validate();
    // Only the payment method is missing (no methods in this test); the billing address passes.
    expect(result.payment).toEqual({ paymentMethod: "Field is required" });
    expect(checkout.effectivePayment()).toMatchObject({ streetAddress: "Długa 5", city: "Gdańsk" });
  });
});
