import { describe, expect, it } from "vitest";
import { productInformationView } from "./productInformationView";

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
});
