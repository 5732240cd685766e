import { describe, expect, it } from "vitest";
import { bannerLanguageOf, bannerLanguages, plStoreView, storeViewFor } from "./storeView";

describe("plStoreView", () => {
  it("holds the defaults of behaviour §1", () => {
    expect(plStoreView.i18n).toEqual({
      defaultLocale: "pl-PL",
      currencyCode: "PLN",
      currencySign: "zł",
      priceFormat: "{amount} {sign}",
      fractionDigits: 2,
      currencyDecimal: "",
      currencyGroup: "",
      dateFormat: "HH:mm D/M/YYYY",
      timeZone: "Europe/Warsaw",
    });
  });
});

describe("storeViewFor", () => {
  it("maps de and it to their locales and anything else to pl-PL", () => {
    expect(storeViewFor("de").i18n.defaultLocale).toBe("de-DE");
    expect(storeViewFor("it").i18n.defaultLocale).toBe("it-IT");
    expect(storeViewFor("fr").i18n.defaultLocale).toBe("pl-PL");
    expect(storeViewFor(undefined).i18n.defaultLocale).toBe("pl-PL");
  });
});

describe("bannerLanguageOf", () => {
  it("reads the primary subtag case-insensitively", () => {
    expect(bannerLanguageOf("DE-at")).toBe("de");
    expect(bannerLanguageOf("it_IT")).toBe("it");
    expect(bannerLanguageOf("en")).toBe("pl");
    expect(bannerLanguages).toEqual(["pl", "de", "it"]);
  });
});
