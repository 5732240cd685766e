import { describe, expect, it } from "vitest";
import { feedMaterial, formatComposition } from "./formatComposition";

describe("formatComposition", () => {
  it("writes one part largest share first with a no-break space before %", () => {
    expect(
      formatComposition([
        {
          part: null,
          fibres: [
            { fibre: "elastan", percent: 5 },
            { fibre: "bawełna", percent: 95 },
          ],
        },
      ]),
    ).toBe("95\u00a0% bawełna, 5\u00a0% elastan");
  });

  it("names each part", () => {
    expect(
      formatComposition([
        { part: "Wierzch", fibres: [{ fibre: "bawełna", percent: 100 }] },
        { part: "Podszewka", fibres: [{ fibre: "poliester", percent: 100 }] },
      ]),
    ).toBe("Wierzch: 100\u00a0% bawełna; podszewka: 100\u00a0% poliester");
  });

  it("writes a decimal share with a comma", () => {
    expect(formatComposition([{ part: null, fibres: [{ fibre: "wełna", percent: 99.5 }] }])).toBe(
      "99,5\u00a0% wełna",
    );
  });
});

describe("feedMaterial", () => {
  it("joins the first part's main fibres with slashes", () => {
    expect(
      feedMaterial({
        composition: [
          {
            part: "Wierzch",
            fibres: [
              { fibre: "wełna", percent: 70 },
              { fibre: "kaszmir", percent: 20 },
              { fibre: "poliamid", percent: 7 },
              { fibre: "elastan", percent: 3 },
            ],
          },
          { part: "Podszewka", fibres: [{ fibre: "wiskoza", percent: 100 }] },
        ],
      }),
    ).toBe("wełna/kaszmir/poliamid");
  });

  it("gives a non-textile's material, or null", () => {
    expect(feedMaterial({ material_statement: "Skóra bydlęca licowa" })).toBe("Skóra bydlęca licowa");
    expect(feedMaterial({})).toBeNull();
  });
});
