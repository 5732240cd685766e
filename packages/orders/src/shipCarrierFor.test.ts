import { describe, expect, it } from "vitest";
import { shipCarrierFor } from "./shipCarrierFor";

describe("shipCarrierFor", () => {
  it("starts a parcel-locker order with InPost", () => {
    expect(shipCarrierFor("inpost_paczkomat", ["dpd", "inpost"])).toBe("inpost");
  });

  it("starts a courier order with no carrier: the staff member chooses", () => {
    expect(shipCarrierFor("flatrate_flatrate", ["inpost", "dpd", "poczta_polska"])).toBeNull();
  });

  it("starts with none when the shop has no InPost carrier or the method is unknown", () => {
    expect(shipCarrierFor("inpost_paczkomat", ["dpd"])).toBeNull();
    expect(shipCarrierFor(null, ["inpost"])).toBeNull();
  });
});
