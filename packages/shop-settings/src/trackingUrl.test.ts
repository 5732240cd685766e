import { describe, expect, it } from "vitest";
import { isTrackingUrlTemplate, trackingUrl } from "./trackingUrl.js";

describe("trackingUrl", () => {
  it("puts the trimmed, URL-encoded tracking number where the template says", () => {
    expect(
      trackingUrl(
        { trackingUrlTemplate: "https://inpost.pl/sledzenie-przesylek?number={number}" },
        " 6200 1234&x ",
      ),
    ).toBe("https://inpost.pl/sledzenie-przesylek?number=6200%201234%26x");
    expect(trackingUrl({ trackingUrlTemplate: "https://t.pl/{number}/{number}" }, "A1")).toBe(
      "https://t.pl/A1/A1",
    );
  });
});

describe("isTrackingUrlTemplate", () => {
  it("wants an https URL with the {number} placeholder", () => {
    expect(isTrackingUrlTemplate("https://tracktrace.dpd.com.pl/parcelDetails?p1={number}")).toBe(true);
    expect(isTrackingUrlTemplate("https://inpost.pl/sledzenie")).toBe(false);
    expect(isTrackingUrlTemplate("http://dpd.pl/{number}")).toBe(false);
    expect(isTrackingUrlTemplate("{number}")).toBe(false);
  });
});
