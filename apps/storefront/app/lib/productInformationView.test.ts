import { describe, expect, it } from "vitest";
import { POLISH_COUNTRY_NAMES, productInformationView } from "./productInformationView";

describe("productInformationView", () => {
  it("prints the composition per part, the manufacturer's address with its country in Polish", () => {
    const view = productInformationView({
      composition: [
        {
          part: "Wierzch",
          fibres: [
            { fibre: "wełna", percent: 80 },
            { fibre: "poliamid", percent: 20 },
          ],
        },
        { part: "Podszewka", fibres: [{ fibre: "poliester", percent: 100 }] },
      ],
      care_instructions: "Prać ręcznie w 30 °C.",
      manufacturer: {
        name: "Anadolu Tekstil A.Ş.",
        street: "3. Cadde 14",
        postcode: "16140",
        city: "Bursa",
        country: "TR",
        email: null,
        contact_url: "https://anadolu.example/kontakt",
      },
      safety_information: "Trzymać z dala od ognia.",
      ean: "5901234123457",
    });
    expect(view).toEqual({
      composition: "Wierzch: 80\u00a0% wełna, 20\u00a0% poliamid; podszewka: 100\u00a0% poliester",
      material: null,
      care: "Prać ręcznie w 30 °C.",
      manufacturer: {
        name: "Anadolu Tekstil A.Ş.",
        lines: ["3. Cadde 14", "16140 Bursa", "Turcja"],
        email: null,
        contactUrl: "https://anadolu.example/kontakt",
      },
      responsible: null,
      safety: "Trzymać z dala od ognia.",
      ean: "5901234123457",
    });
  });

  it("is null for a product stating nothing (a digital one), and drops a contact URL that is no web link", () => {
    expect(productInformationView({ sku: "POR-1" })).toBeNull();
    expect(
      productInformationView({
        manufacturer: {
          name: "X",
          street: "",
          postcode: "",
          city: "",
          country: "PL",
          email: null,
          contact_url: "javascript:alert(1)",
        },
      })?.manufacturer?.contactUrl,
    ).toBeNull();
  });

  it("names each listed country as Intl.DisplayNames does in Polish, and asks Intl for any other code", () => {
    const intl = new Intl.DisplayNames(["pl"], { type: "region" });
    for (const [code, name] of Object.entries(POLISH_COUNTRY_NAMES)) expect(name, code).toBe(intl.of(code));
    const maker = (country: string) =>
      productInformationView({
        manufacturer: { name: "Fabryka", street: "ul. Długa 1", postcode: "00-001", city: "Miasto", country },
      })?.manufacturer?.lines.at(-1);
    expect(maker("tr")).toBe("Turcja");
    expect(maker("BR")).toBe("Brazylia");
  });
});
