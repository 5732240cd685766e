import { describe, expect, it } from "vitest";
import { readPublicConfig } from "./publicConfig.server";

describe("readPublicConfig", () => {
  it("names the shop's own contact address (the footer's) in the checkout messages", () => {
    expect(
      readPublicConfig({ SHOP_CONTACT_EMAIL: "kontakt@inny.pl" }, "sklep@outlet.example").contactEmail,
    ).toBe("sklep@outlet.example");
  });

  it("falls back to SHOP_CONTACT_EMAIL, then to the footer's default address", () => {
    expect(readPublicConfig({ SHOP_CONTACT_EMAIL: "kontakt@inny.pl" }, null).contactEmail).toBe(
      "kontakt@inny.pl",
    );
    expect(readPublicConfig({}).contactEmail).toBe("sklep@outlet.example");
  });
});
