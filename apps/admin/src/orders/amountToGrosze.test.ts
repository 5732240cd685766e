import { describe, expect, it } from "vitest";
import { amountToGrosze } from "./OrderActions";

describe("amountToGrosze", () => {
  it("reads a Polish decimal comma, a dot and whole złoty", () => {
    expect(amountToGrosze("25,50")).toBe(2550);
    expect(amountToGrosze("25.5")).toBe(2550);
    expect(amountToGrosze("1 134,99")).toBe(113499);
    expect(amountToGrosze("7")).toBe(700);
  });

  it("refuses what is not an amount", () => {
    expect(amountToGrosze("")).toBeNull();
    expect(amountToGrosze("12,345")).toBeNull();
    expect(amountToGrosze("-5")).toBeNull();
    expect(amountToGrosze("dziesięć")).toBeNull();
  });
});
