import { describe, expect, it } from "vitest";
import { deliveryKindOf } from "./deliveryKindOf.js";

describe("deliveryKindOf", () => {
  it("takes a method with a pickup location to the shop, InPost to a locker, the rest by courier", () => {
    expect(deliveryKindOf({ carrier_code: "pickup", pickup_location: { name: "Salon Outlet Gdańsk" } })).toBe(
      "pickup",
    );
    expect(deliveryKindOf({ carrier_code: "inpost" })).toBe("locker");
    expect(deliveryKindOf({ carrier_code: "flatrate" })).toBe("courier");
    expect(deliveryKindOf({ carrier_code: "pickup" })).toBe("courier");
  });
});
