import type { ContractAddress, PickupLocation } from "@outlet/contract";
import { z } from "zod";

export type { PickupLocation } from "@outlet/contract";

const line = z.string().trim().min(1).max(120);

/** The `pickup_location` of a shipping method document, as the merchant's data must hold it. */
const pickupLocationSchema = z.object({
  name: line,
  street: line,
  house: z.string().trim().min(1).max(20),
  postcode: z.string().trim().min(3).max(10),
  city: line,
  country_id: z.string().regex(/^[A-Z]{2}$/),
  opening_hours: z.array(line).max(7),
  ready_in: z.string().trim().max(300),
});

/**
 * The store a personal-pickup shipping method hands parcels over in (issue 12), read from its shipping method
 * document's `pickup_location`; `null` when the method has none or it is malformed (the method is then an
 * ordinary delivery to the shopper's address).
 *
 * @example
 * pickupLocationOf({ carrier_code: "pickup", pickup_location: { name: "Salon Outlet Gdańsk", … } })?.city; // "Gdańsk"
 * pickupLocationOf({ carrier_code: "flatrate" }); // null
 */
export function pickupLocationOf(method: Readonly<Record<string, unknown>>): PickupLocation | null {
  const parsed = pickupLocationSchema.safeParse(method.pickup_location);
  return parsed.success ? parsed.data : null;
}

/** The address fields a pickup order takes from the store. */
export interface PickupAddressFields {
  readonly street: string[];
  readonly postcode: string;
  readonly city: string;
  readonly country_id: string;
}

/**
 * The shipping address of an order collected in a store: the recipient the shopper named (name, phone, e-mail)
 * at the store's address (the store's name stays on the order's `pickup_location`). The server decides where a pickup parcel goes; whatever address the client sent
 * for it is replaced.
 *
 * @example
 * pickupShippingAddress({ firstname: "Anna", lastname: "Nowak", country_id: "PL", street: ["Inna 1"] }, store).street; // ["ul. Długa", "5"]
 */
export function pickupShippingAddress<TAddress extends ContractAddress>(
  address: TAddress,
  location: PickupLocation,
): TAddress & PickupAddressFields {
  return {
    ...address,
    street: [location.street, location.house],
    postcode: location.postcode,
    city: location.city,
    country_id: location.country_id,
  };
}
