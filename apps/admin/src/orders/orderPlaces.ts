import { streetLine } from "@outlet/checkout";
import type { OrderDetailRecord } from "./orderDetail";

type StoredOrder = OrderDetailRecord["order"];

/**
 * The store a pickup order waits in, as one line: "Salon Outlet Gdańsk, ul. Długa 5, 80-827 Gdańsk" (the
 * house number and postcode kept, issue 32's walk found them lost).
 *
 * @example
 * pickupStoreLine({ name: "Salon Outlet Gdańsk", street: "ul. Długa", house: "5", postcode: "80-827", city: "Gdańsk" });
 */
export function pickupStoreLine(store: NonNullable<StoredOrder["pickup_location"]>): string {
  return [
    store.name,
    streetLine([store.street, store.house]),
    [store.postcode, store.city].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The parcel locker of an order, as one line: "Paczkomat KRA01M: ul. Floriańska 12, 31-019 Kraków".
 *
 * @example
 * lockerLine({ code: "KRA01M", name: "", street: "ul. Floriańska 12", postcode: "31-019", city: "Kraków" });
 */
export function lockerLine(locker: NonNullable<StoredOrder["inpost_locker"]>): string {
  return `Paczkomat ${locker.code}: ${[
    locker.street,
    [locker.postcode, locker.city].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(", ")}`;
}
