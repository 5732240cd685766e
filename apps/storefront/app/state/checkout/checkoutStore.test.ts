import type { CheckoutNotification } from "@outlet/checkout";
import type { Client } from "@outlet/transport";
import { HttpError, toApiError } from "@outlet/transport";
import { describe, expect, it } from "vitest";
import { type CheckoutStoreDeps, createCheckoutStore } from "./checkoutStore";

function memoryOrders() {
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
    iterate: async <T>(visit: (value: unknown, key: string, n: number) => T | undefined) => {
      let n = 0;
      for (const [key, value] of rows) {
        const result = visit(value, key, ++n);
        if (result !== undefined) return result;
      }
      return undefined;
    },
  };
  return { rows, collections: { checkout: collection, orders: collection } };
}

/** The API's 400 answer to an order with one issue (api-contract.md §13). */
function refused(path: string, message: string) {
  const result = { message: "Popraw zaznaczone pola.", issues: [{ path, code: "invalid", message }] };
  // As the transport builds it: the normalised error comes from the envelope's `result`.
  return new HttpError(
    400,
    { method: "POST", path: "/api/order" },
    { code: 400, result },
    toApiError(400, result),
  );
}

function setup(
  answers: ("ok" | "503" | HttpError)[],
  options: {
    online?: () => boolean;
    storage?: ReturnType<typeof memoryOrders>;
    /** The server's log of idempotency keys, shared by stores that stand for two tabs. */
    keys?: string[];
    withLock?: CheckoutStoreDeps["withLock"];
    items?: ReturnType<CheckoutStoreDeps["cart"]>["items"];
    clearCart?: CheckoutStoreDeps["clearCart"];
  } = {},
) {
  const orders: { addressInformation: Record<string, unknown> }[] = [];
  const keys: string[] = options.keys ?? [];
  const notes: CheckoutNotification[] = [];
  let cleared = 0;
  let ids = 0;
  const client = {
    order: {
      place: async (order: (typeof orders)[number], options: { idempotencyKey: string }) => {
        keys.push(options.idempotencyKey);
        orders.push(order);
        await new Promise((resolve) => setTimeout(resolve, 5));
        const answer = answers.shift();
        if (answer instanceof HttpError) throw answer;
        if (answer === "503")
          throw new HttpError(503, { method: "POST", path: "/api/order" }, { code: 503, result: "down" });
        return {
          kind: "order",
          order: { backendOrderId: 1042, orderNumber: "000001042", grand_total: 134.99 },
        };
      },
    },
  } as unknown as Client;
  const deps: CheckoutStoreDeps = {
    client: async () => client,
    collections: () => options.storage?.collections ?? null,
    now: () => 1_763_719_200_000,
    online: options.online ?? (() => true),
    createOrderId: () => `1763719200000-00000000-0000-4000-8000-00000000000${++ids}`,
    notify: (n) => notes.push(n),
    contactEmail: "sklep@example.pl",
    cart: () => ({
      items: options.items ?? [{ sku: "SZA-2892", qty: 1, price_incl_tax: 129.99, type_id: "simple" }],
      token: "GUEST123",
      grandTotal: 134.99,
    }),
    syncTotals: async () => {},
    applyTotals: () => {},
    clearCart: async () => {
      cleared++;
      await options.clearCart?.();
    },
    userId: () => null,
    register: async () => {},
    refreshOrderHistory: async () => {},
    findStockTask: () => undefined,
    ...(options.withLock ? { withLock: options.withLock } : {}),
  };
  const store = createCheckoutStore(deps);
  const address = {
    firstName: "Anna",
    lastName: "Nowak",
    country: "PL",
    streetAddress: "Długa 5",
    apartmentNumber: "m. 2",
    city: "Gdańsk",
    zipCode: "80-827",
    phoneNumber: "+48 600 100 200",
  };
  for (const [field, value] of Object.entries(address))
    store.setField("shippingDetails", field as "firstName", value);
  store.setField("personalDetails", "firstName", "Anna");
  store.setField("personalDetails", "lastName", "Nowak");
  store.setField("personalDetails", "emailAddress", "anna@example.pl");
  store.state.details = {
    ...store.state.details,
    paymentMethods: [{ code: "banktransfer", title: "Przelew", default: true }],
  };
  store.state.acceptTerms = true;
  return { store, keys, notes, orders, cleared: () => cleared };
}

describe("createCheckoutStore.placeOrder", () => {
  it("places the order once when the button is pressed twice, then shows the order number", async () => {
    const { store, keys, cleared } = setup(["ok"]);
    const [first, second] = await Promise.all([store.placeOrder(), store.placeOrder()]);
    expect([first, second]).toEqual(["placed", "blocked"]);
    expect(keys).toHaveLength(1);
    expect(store.state.confirmation?.orderNumber).toBe("000001042");
    expect(cleared()).toBe(1);
  });

  it("retries a failed order with the same idempotency key", async () => {
    const { store, keys, notes } = setup(["503", "ok"]);
    expect(await store.placeOrder()).toBe("queued");
    expect(notes.at(-1)?.message).toBe(
      "The order can not be transfered because of server error. Order has been queued",
    );
    expect(await store.placeOrder()).toBe("placed");
    expect(keys[0]).toBe(keys[1]);
  });

  it("refuses to submit the same order again after it was placed", async () => {
    const { store, notes } = setup(["ok", "ok"]);
    await store.placeOrder();
    expect(await store.placeOrder()).toBe("duplicate");
    expect(notes.at(-1)?.message).toBe("This order has already been submitted.");
  });

  it("blocks an incomplete form with the checkout message", async () => {
    const { store, keys } = setup(["ok"]);
    store.state.acceptTerms = false;
    expect(await store.placeOrder()).toBe("blocked");
    expect(store.state.errors?.terms).toBe(
      "You must accept the terms and conditions and the privacy policy.",
    );
    expect(keys).toEqual([]);
  });
});

describe("createCheckoutStore BLIK and refused orders", () => {
  function withBlik(answers: ("ok" | HttpError)[]) {
    const setupResult = setup(answers);
    setupResult.store.state.details = {
      ...setupResult.store.state.details,
      paymentMethods: [
        { code: "banktransfer", title: "Przelew", default: true },
        { code: "blik", title: "BLIK" },
      ],
    };
    setupResult.store.setField("paymentDetails", "paymentMethod", "blik");
    return setupResult;
  }

  it("refuses BLIK without a 6-digit code before sending anything", async () => {
    const { store, keys } = withBlik(["ok"]);
    store.state.blikCode = "12 34";
    expect(await store.placeOrder()).toBe("blocked");
    expect(store.state.blikError).toBe("Podaj 6-cyfrowy kod BLIK.");
    expect(keys).toEqual([]);
  });

  it("sends the BLIK code as payment_method_additional", async () => {
    const { store, orders } = withBlik(["ok"]);
    store.state.blikCode = " 123456 ";
    expect(await store.placeOrder()).toBe("placed");
    expect(orders[0]?.addressInformation).toMatchObject({
      payment_method_code: "blik",
      payment_method_additional: { blik_code: "123456" },
    });
  });

  it("puts the server's BLIK issue at the code field instead of the generic message", async () => {
    const { store, notes } = withBlik([
      refused("addressInformation.payment_method_additional", "Podaj 6-cyfrowy kod BLIK."),
    ]);
    store.state.blikCode = "123456";
    expect(await store.placeOrder()).toBe("invalid");
    expect(store.state.blikError).toBe("Podaj 6-cyfrowy kod BLIK.");
    expect(notes).toEqual([]);
  });

  it("marks a refused address field with the API's reason and no toast (issue 12)", async () => {
    const { store, notes } = setup([
      refused("body.addressInformation.shippingAddress.telephone", "Podaj poprawny numer telefonu."),
    ]);
    expect(await store.placeOrder()).toBe("invalid");
    expect(store.state.errors?.shipping.phoneNumber).toBe("Podaj poprawny numer telefonu.");
    expect(store.state.errors?.message).toBe("The checkout form is not filled properly.");
    expect(notes).toEqual([]);
  });

  it("shows the server's own message for another refusal", async () => {
    const { store, notes } = setup([
      refused("expected_grand_total", "Ceny zmieniły się. Sprawdź podsumowanie zamówienia."),
    ]);
    expect(await store.placeOrder()).toBe("invalid");
    expect(notes.map((note) => note.message)).toEqual([
      "Ceny zmieniły się. Sprawdź podsumowanie zamówienia.",
    ]);
  });
});

describe("createCheckoutStore.methodsData", () => {
  it("sends no shipping method with a virtual cart's totals", () => {
    const { store } = setup([], {
      items: [{ sku: "BON-5209", qty: 1, price_incl_tax: 50, type_id: "virtual" }],
    });
    store.state.details = {
      ...store.state.details,
      shippingMethods: [
        {
          carrier_code: "flatrate",
          method_code: "flatrate",
          method_title: "Kurier",
          price_incl_tax: 5,
          default: true,
        },
      ] as never,
    };
    const data = store.methodsData();
    expect(data.method_code).toBeFalsy();
    expect(data.carrier_code).toBeFalsy();
  });

  it("sends the chosen shipping method with a physical cart's totals", () => {
    const { store } = setup([]);
    store.state.details = {
      ...store.state.details,
      shippingMethods: [
        {
          carrier_code: "flatrate",
          method_code: "flatrate",
          method_title: "Kurier",
          price_incl_tax: 5,
          default: true,
        },
      ] as never,
    };
    expect(store.methodsData()).toMatchObject({ method_code: "flatrate", carrier_code: "flatrate" });
  });
});

/** A Web Locks stand-in: tasks under one name run one after another, as `navigator.locks.request` does. */
function tabLock() {
  const tails = new Map<string, Promise<unknown>>();
  return <TResult>(name: string, task: () => Promise<TResult>): Promise<TResult> => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task, task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

describe("createCheckoutStore offline orders", () => {
  it("stores an order placed offline, says Order waiting!, and sends it on reconnection with the same key", async () => {
    let online = false;
    const storage = memoryOrders();
    const { store, keys, notes, cleared } = setup(["ok"], { online: () => online, storage });
    expect(await store.placeOrder()).toBe("queued");
    expect(notes.at(-1)?.message).toBe("Order waiting!");
    const stored = [...storage.rows.values()].find((row) => (row as { order_id?: string }).order_id) as {
      order_id: string;
      transmited: boolean;
    };
    expect(stored.transmited).toBe(false);
    expect(keys).toEqual([]);

    online = true;
    await store.onReconnect();
    // Automatic transmission (transactions.md §2): no question to the shopper.
    expect(store.state.offlineOrders).toEqual([]);
    expect(keys).toEqual([stored.order_id]);
    expect((storage.rows.get(stored.order_id) as { transmited: boolean }).transmited).toBe(true);
    expect(notes.at(-1)).toEqual({
      type: "success",
      message: "Your order placed offline has been sent. Order number: {orderNumber}",
      params: { orderNumber: "000001042" },
      action1: { label: "OK" },
    });
    expect(cleared()).toBe(1); // the cart still held exactly the ordered lines

    await store.onReconnect();
    expect(keys).toEqual([stored.order_id]);
  });

  it("stores the emptied cart before it marks the order transmitted, so another tab never reloads the ordered lines", async () => {
    // Another tab reads the mark (its reconnection finds nothing to send) and reloads its cart from storage
    // at once: the journey offline-order found the ordered line back in the cart when the mark came first.
    let online = false;
    const storage = memoryOrders();
    const events: string[] = [];
    const setItem = storage.collections.orders.setItem;
    storage.collections.orders.setItem = async (key: string, value: unknown) => {
      if ((value as { transmited?: boolean }).transmited) events.push("order marked transmitted");
      return setItem(key, value);
    };
    const { store } = setup(["ok"], {
      online: () => online,
      storage,
      clearCart: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        events.push("emptied cart stored");
      },
    });
    await store.placeOrder();
    online = true;
    await store.onReconnect();
    expect(events).toEqual(["emptied cart stored", "order marked transmitted"]);
  });

  it("sends a stored order once when two tabs come back online together", async () => {
    let online = false;
    const storage = memoryOrders();
    const serverKeys: string[] = [];
    const withLock = tabLock();
    const first = setup(["ok"], { online: () => online, storage, keys: serverKeys, withLock });
    const second = setup(["ok"], { online: () => online, storage, keys: serverKeys, withLock });
    expect(await first.store.placeOrder()).toBe("queued");

    online = true;
    await Promise.all([first.store.onReconnect(), second.store.onReconnect()]);
    expect(serverKeys).toHaveLength(1);
    expect(first.notes.concat(second.notes).filter((n) => n.type === "success")).toHaveLength(1);
  });

  it("sends an order stored before a reload when the new page starts online", async () => {
    let online = false;
    const storage = memoryOrders();
    const before = setup(["ok"], { online: () => online, storage });
    await before.store.placeOrder();
    online = true;
    const after = setup(["ok"], { online: () => online, storage });
    await after.store.onReconnect();
    expect(after.keys).toHaveLength(1);
    expect(after.keys[0]).toMatch(/^1763719200000-/);
    expect(before.keys).toEqual([]);
  });

  it("keeps the order for a later reconnection when the network fails while sending", async () => {
    let online = false;
    const storage = memoryOrders();
    const { store, keys } = setup(["503", "ok"], { online: () => online, storage });
    await store.placeOrder();
    online = true;
    await store.onReconnect(); // 503: not final, transmited stays false
    await store.onReconnect();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const rows = [...storage.rows.values()] as { order_id?: string; transmited?: boolean }[];
    expect(rows.filter((row) => row.order_id).map((row) => row.transmited)).toEqual([true]);
  });
});

describe("createCheckoutStore.cancelOfflineOrders", () => {
  it("deletes the untransmitted stored orders", async () => {
    const storage = memoryOrders();
    const { store, keys } = setup(["ok"], { online: () => false, storage });
    await store.placeOrder();
    await store.cancelOfflineOrders();
    expect([...storage.rows.values()].filter((row) => (row as { order_id?: string }).order_id)).toEqual([]);
    expect(keys).toEqual([]);
  });
});

describe("createCheckoutStore store pickup (issue 12)", () => {
  const store = {
    name: "Salon Outlet Gdańsk",
    street: "ul. Długa",
    house: "5",
    postcode: "80-827",
    city: "Gdańsk",
    country_id: "PL",
    opening_hours: ["pon.–sob. 10:00–20:00"],
    ready_in: "",
  };
  function withPickup() {
    const result = setup(["ok"]);
    result.store.state.details = {
      ...result.store.state.details,
      shippingMethods: [
        { carrier_code: "flatrate", method_code: "flatrate", method_title: "Kurier", default: true },
        {
          carrier_code: "pickup",
          method_code: "store",
          method_title: "Odbiór w sklepie",
          pickup_location: store,
        },
      ],
    };
    return result;
  }

  it("asks no home address: the order goes to the store, named after the shopper, with the typed phone", async () => {
    const { store: checkout, orders } = withPickup();
    // the shopper never typed an address
    for (const field of [
      "firstName",
      "lastName",
      "streetAddress",
      "apartmentNumber",
      "city",
      "zipCode",
    ] as const)
      checkout.setField("shippingDetails", field, "");
    checkout.setField("shippingDetails", "phoneNumber", "600 100 200");
    await checkout.chooseShipping(checkout.state.details.shippingMethods[1] as never);
    expect(checkout.pickupLocation()?.name).toBe("Salon Outlet Gdańsk");
    expect(await checkout.placeOrder()).toBe("placed");
    expect(orders[0]?.addressInformation).toMatchObject({
      shipping_carrier_code: "pickup",
      shippingAddress: {
        firstname: "Anna",
        lastname: "Nowak",
        street: ["ul. Długa", "5"],
        postcode: "80-827",
        city: "Gdańsk",
        telephone: "600 100 200",
      },
      // no billing form is shown: the buyer is billed as a contact, not at the store (issue 32)
      billingAddress: { firstname: "Anna", telephone: "600 100 200", email: "anna@example.pl" },
    });
    expect(orders[0]?.addressInformation.billingAddress).not.toHaveProperty("street");
  });

  it("keeps the typed home address for a switch back to the courier", async () => {
    const { store: checkout, orders } = withPickup();
    await checkout.chooseShipping(checkout.state.details.shippingMethods[1] as never);
    await checkout.chooseShipping(checkout.state.details.shippingMethods[0] as never);
    expect(checkout.pickupLocation()).toBeNull();
    expect(await checkout.placeOrder()).toBe("placed");
    expect(orders[0]?.addressInformation).toMatchObject({
      shippingAddress: { street: ["Długa 5", "m. 2"], city: "Gdańsk" },
    });
  });

  it("a missing personal name is the only error, shown at the personal fields", async () => {
    const { store: checkout } = withPickup();
    await checkout.chooseShipping(checkout.state.details.shippingMethods[1] as never);
    checkout.setField("personalDetails", "firstName", "");
    expect(await checkout.placeOrder()).toBe("blocked");
    expect(checkout.state.errors?.personal.firstName).toBe("Field is required");
    expect(checkout.state.errors?.shipping).toEqual({});
  });
});

describe("createCheckoutStore names (issue 12: the name was asked twice)", () => {
  it("copies the personal name to an empty shipping name and follows it while it says the same", () => {
    const { store } = setup([]);
    store.setField("shippingDetails", "firstName", "");
    store.setField("personalDetails", "firstName", "Ewa");
    expect(store.state.details.shippingDetails.firstName).toBe("Ewa");
    store.setField("personalDetails", "firstName", "Ewelina");
    expect(store.state.details.shippingDetails.firstName).toBe("Ewelina");
  });

  it("never replaces a shipping name typed for someone else", () => {
    const { store } = setup([]);
    store.setField("shippingDetails", "lastName", "Kowalska");
    store.setField("personalDetails", "lastName", "Zielińska");
    expect(store.state.details.shippingDetails.lastName).toBe("Kowalska");
  });
});

describe("createCheckoutStore store pickup: the address rules do not apply to hidden fields", () => {
  it("a 2-letter first name, valid for the person, blocks nothing at the store's address", async () => {
    const { store: checkout, orders } = setup(["ok"]);
    checkout.state.details = {
      ...checkout.state.details,
      shippingMethods: [
        {
          carrier_code: "pickup",
          method_code: "store",
          pickup_location: {
            name: "Salon",
            street: "ul. Długa",
            house: "5",
            postcode: "80-827",
            city: "Gdańsk",
            country_id: "PL",
            opening_hours: [],
            ready_in: "",
          },
        },
      ],
    };
    checkout.setField("personalDetails", "firstName", "Jo");
    expect(await checkout.placeOrder()).toBe("placed");
    expect(orders[0]?.addressInformation).toMatchObject({ shippingAddress: { firstname: "Jo" } });
  });
});
