import type { CompositionPart } from "@outlet/contract";
import { describe, expect, it } from "vitest";
import { safetyInformation } from "./safetyInformation";

const of = (...fibres: [string, number][]): CompositionPart[] => [
  { part: null, fibres: fibres.map(([fibre, percent]) => ({ fibre, percent })) },
];

describe("safetyInformation", () => {
  it("tells a cotton garment to be washed before first wear", () => {
    expect(safetyInformation({ forChildren: false, composition: of(["bawełna", 100]) })).toBe(
      "Wyrób nie zawiera części, które łatwo się odłączają. Trzymać z dala od ognia i źródeł wysokiej temperatury. Przed pierwszym założeniem wyprać zgodnie z instrukcją.",
    );
  });

  it("never tells leather to be washed (its care says «Nie prać»)", () => {
    const text = safetyInformation({ forChildren: false, composition: null });
    expect(text).toContain("Wyrób ze skóry naturalnej: nie prać, chronić przed wilgocią.");
    expect(text).not.toContain("wyprać");
  });

  it("does not ask for a machine wash of wool, cashmere or silk", () => {
    for (const composition of [
      of(["wełna", 80], ["poliamid", 20]),
      of(["wełna", 70], ["kaszmir", 30]),
      of(["jedwab", 100]),
    ]) {
      const text = safetyInformation({ forChildren: false, composition });
      expect(text).not.toContain("wyprać");
      expect(text).toContain(
        "Nie prać w pralce przed pierwszym założeniem; pielęgnować zgodnie z instrukcją konserwacji.",
      );
    }
  });

  it("treats a lined wool coat as wool (the shell decides, whatever the lining)", () => {
    const coat: CompositionPart[] = [
      { part: "Wierzch", fibres: [{ fibre: "wełna", percent: 100 }] },
      { part: "Podszewka", fibres: [{ fibre: "poliester", percent: 100 }] },
    ];
    expect(safetyInformation({ forChildren: false, composition: coat })).not.toContain("wyprać");
  });

  it("names the drawstring standard for children's clothing", () => {
    expect(safetyInformation({ forChildren: true, composition: of(["bawełna", 100]) })).toContain(
      "PN-EN 14682",
    );
  });
});
