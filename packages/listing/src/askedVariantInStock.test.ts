import { describe, expect, it } from "vitest";
import { askedVariantInStock } from "./askedVariantInStock.js";

const redM = { colors: new Set(["Czerwony"]), sizes: new Set(["M"]) };
const child = (color: string, size: string, inStock: boolean) => ({ color, size, inStock });

describe("askedVariantInStock", () => {
  it("is true when the red M is in stock", () => {
    expect(askedVariantInStock([child("Czerwony", "S", false), child("Czerwony", "M", true)], redM)).toBe(
      true,
    );
  });

  it("is false when the red M is sold out, though red L and blue M are in stock", () => {
    const children = [
      child("Czerwony", "M", false),
      child("Czerwony", "L", true),
      child("Niebieski", "M", true),
    ];
    expect(askedVariantInStock(children, redM)).toBe(false);
  });

  it("asks only for the colour when no child has the size (a children's dress in 92–128)", () => {
    expect(askedVariantInStock([child("Czerwony", "92", true)], redM)).toBe(true);
    expect(askedVariantInStock([child("Czerwony", "92", false), child("Czarny", "104", true)], redM)).toBe(
      false,
    );
  });

  it("asks only for the size when no child has the colour", () => {
    expect(askedVariantInStock([child("Czarny", "M", true)], redM)).toBe(true);
    expect(askedVariantInStock([child("Czarny", "M", false), child("Czarny", "S", true)], redM)).toBe(false);
  });

  it("is undefined when no child carries an asked colour or size, or nothing was asked", () => {
    expect(askedVariantInStock([child("Czarny", "S", true)], redM)).toBeUndefined();
    expect(
      askedVariantInStock([child("Czerwony", "M", true)], { colors: new Set(), sizes: new Set() }),
    ).toBeUndefined();
    expect(askedVariantInStock([], redM)).toBeUndefined();
  });
});
