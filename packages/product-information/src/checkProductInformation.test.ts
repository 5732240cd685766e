import type { ProductDocument, ProductManufacturer } from "@outlet/contract";
import { describe, expect, it } from "vitest";
import { checkProductInformation, manufacturerOf } from "./checkProductInformation";

const maker: ProductManufacturer = {
  name: "Szwalnia Wisła sp. z o.o.",
  street: "ul. Tkacka 4",
  postcode: "90-001",
  city: "Łódź",
  country: "PL",
  email: "kontakt@szwalnia.example",
  contact_url: null,
};

const aShirt = (over: Partial<ProductDocument> = {}): ProductDocument => ({
  sku: "BLU-0001",
  name: "Bluzka Ola",
  type_id: "simple",
  manufacturer: maker,
  safety_information: "Trzymać z dala od ognia.",
  composition: [
    {
      part: null,
      fibres: [
        { fibre: "bawełna", percent: 95 },
        { fibre: "elastan", percent: 5 },
      ],
    },
  ],
  care_instructions: "Prać w 30 °C, nie wybielać.",
  ...over,
});

const reasons = (product: ProductDocument, defaultManufacturer: ProductManufacturer | null = null) =>
  checkProductInformation(product, { defaultManufacturer }).map((problem) => problem.reason);

describe("checkProductInformation", () => {
  it("accepts a complete textile product", () => {
    expect(checkProductInformation(aShirt())).toEqual([]);
  });

  it("refuses a product without a manufacturer, naming product and field in Polish", () => {
    expect(checkProductInformation(aShirt({ manufacturer: null }))).toEqual([
      {
        field: "manufacturer",
        reason: "manufacturer_missing",
        message:
          "Produkt „Bluzka Ola” (BLU-0001): brak producenta (pole „manufacturer”: nazwa, adres pocztowy i e-mail lub formularz kontaktowy).",
      },
    ]);
  });

  it("takes the own brand's default manufacturer when the product names none", () => {
    expect(reasons(aShirt({ manufacturer: undefined }), maker)).toEqual([]);
    expect(manufacturerOf(aShirt({ manufacturer: undefined }), { defaultManufacturer: maker })).toBe(maker);
  });

  it("needs an electronic address: an e-mail or a contact form URL", () => {
    expect(reasons(aShirt({ manufacturer: { ...maker, email: null } }))).toEqual([
      "manufacturer_contact_missing",
    ]);
    expect(
      reasons(
        aShirt({ manufacturer: { ...maker, email: null, contact_url: "https://szwalnia.example/kontakt" } }),
      ),
    ).toEqual([]);
  });

  it("names the missing address part", () => {
    const problems = checkProductInformation(aShirt({ manufacturer: { ...maker, postcode: " " } }));
    expect(problems.map((problem) => problem.field)).toEqual(["manufacturer.postcode"]);
  });

  it("needs a responsible person in the EU for a manufacturer outside it", () => {
    const turkish = { ...maker, country: "TR", city: "İstanbul" };
    expect(reasons(aShirt({ manufacturer: turkish }))).toEqual(["responsible_person_missing"]);
    expect(reasons(aShirt({ manufacturer: turkish, eu_responsible_person: maker }))).toEqual([]);
    expect(reasons(aShirt({ manufacturer: { ...maker, country: "NO" } }))).toEqual([]);
  });

  it("needs safety information", () => {
    expect(reasons(aShirt({ safety_information: "" }))).toEqual(["safety_information_missing"]);
  });

  it("needs a composition or, for a non-textile, its material, not both", () => {
    expect(reasons(aShirt({ composition: null }))).toEqual(["composition_missing"]);
    expect(
      reasons(
        aShirt({ composition: null, care_instructions: null, material_statement: "Skóra bydlęca licowa" }),
      ),
    ).toEqual([]);
    expect(reasons(aShirt({ material_statement: "Skóra" }))).toEqual(["composition_and_material"]);
  });

  it("checks that each part sums to 100 % in permitted fibre names", () => {
    const problems = checkProductInformation(
      aShirt({
        composition: [
          { part: "Wierzch", fibres: [{ fibre: "bawełna", percent: 90 }] },
          { part: "", fibres: [{ fibre: "kaszmirek", percent: 100 }] },
        ],
      }),
    );
    expect(problems.map((problem) => [problem.field, problem.reason])).toEqual([
      ["composition.0.fibres", "composition_sum"],
      ["composition.1.part", "part_name_missing"],
      ["composition.1.fibres", "fibre_unknown"],
    ]);
    expect(problems[0]?.message).toBe(
      "Produkt „Bluzka Ola” (BLU-0001): udziały włókien części „Wierzch” sumują się do 90 %, a powinny do 100 % (pole „composition.0.fibres”).",
    );
  });

  it("needs care instructions with a composition", () => {
    expect(reasons(aShirt({ care_instructions: undefined }))).toEqual(["care_missing"]);
  });

  it("asks nothing of digital products, bundles and grouped products (their parts are checked)", () => {
    for (const type_id of ["virtual", "downloadable", "bundle", "grouped"])
      expect(reasons({ sku: "X-1", name: "X", type_id })).toEqual([]);
  });

  it("checks the EAN's check digit when one is given", () => {
    expect(reasons(aShirt({ ean: "5901234123457" }))).toEqual([]);
    expect(reasons(aShirt({ ean: "5901234123458" }))).toEqual(["ean_invalid"]);
    expect(reasons(aShirt({ ean: "96385074" }))).toEqual([]);
  });
});
