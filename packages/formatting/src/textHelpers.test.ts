import { describe, expect, it } from "vitest";
import { FormattingError, isFormattingError } from "./formattingError";
import {
  capitalize,
  foldPolishLetters,
  formatProductMessages,
  htmlDecode,
  slugify,
  stripHTML,
} from "./textHelpers";

describe("capitalize", () => {
  it("upper-cases the first character", () => {
    expect(capitalize("łódź")).toBe("Łódź");
    expect(capitalize(42)).toBe("42");
  });

  it("returns '' for falsy values", () => {
    expect([undefined, null, "", 0, false].map(capitalize)).toEqual(["", "", "", "", ""]);
  });
});

describe("htmlDecode", () => {
  it("decodes named, decimal and hex entities", () => {
    expect(htmlDecode("Sukienka &quot;Lato&quot; &ndash; 50&#37; taniej &#x41;")).toBe(
      'Sukienka "Lato" – 50% taniej A',
    );
  });

  it("decodes Polish letters", () => {
    expect(htmlDecode("&Lstrok;&oacute;d&zacute;")).toBe("Łódź");
  });

  it("decodes once, not recursively", () => {
    expect(htmlDecode("&amp;lt;b&amp;gt;")).toBe("&lt;b&gt;");
  });

  it("leaves unknown entities as written", () => {
    expect(htmlDecode("&bogus; &#0;")).toBe("&bogus; &#0;");
  });

  it("returns '' for falsy values", () => {
    expect(htmlDecode(null)).toBe("");
  });
});

describe("stripHTML", () => {
  it("removes tags and trims", () => {
    expect(stripHTML("  <p>Len <b>100%</b></p>\n")).toBe("Len 100%");
  });

  it("returns '' for falsy values", () => {
    expect(stripHTML(undefined)).toBe("");
  });
});

describe("formatProductMessages", () => {
  it("joins the truthy values in key order", () => {
    expect(
      formatProductMessages({ variants: "No available product variants", qty: "", stock: "Brak", x: null }),
    ).toBe("No available product variants, Brak");
  });

  it("returns '' for an empty or missing map", () => {
    expect(formatProductMessages({})).toBe("");
    expect(formatProductMessages(undefined)).toBe("");
  });
});

describe("foldPolishLetters", () => {
  it("replaces the nine Polish letters in both cases and leaves the rest", () => {
    expect(foldPolishLetters("Zażółć gęślą jaźń ŁÓDŹ")).toBe("Zazolc gesla jazn LODZ");
    expect(foldPolishLetters("café – 100%")).toBe("café – 100%");
  });
});

describe("slugify", () => {
  it("maps Polish letters, lower-cases and joins words with dashes", () => {
    expect(slugify("Żółta Sukienka")).toBe("zolta-sukienka");
    expect(slugify("ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż")).toBe("acelnoszz-acelnoszz");
  });

  it("strips other accents", () => {
    expect(slugify("Crème Brûlée")).toBe("creme-brulee");
  });

  it("turns & into -and- and collapses dashes", () => {
    expect(slugify("Koszula & Spodnie")).toBe("koszula-and-spodnie");
    expect(slugify("a--b---c")).toBe("a-b-c");
  });

  it("removes characters outside [A-Za-z0-9_-]", () => {
    expect(slugify("50% taniej! (nowość)")).toBe("50-taniej-nowosc");
    expect(slugify("snake_case")).toBe("snake_case");
  });

  it("keeps leading and trailing dashes", () => {
    expect(slugify("  Ćma ")).toBe("-cma-");
  });

  it("throws a TypeError for a non-string", () => {
    expect(() => slugify(42 as unknown as string)).toThrow(TypeError);
    try {
      slugify(null as unknown as string);
    } catch (error) {
      expect(isFormattingError(error)).toBe(true);
      expect((error as FormattingError).reason).toBe("slugify-non-string");
    }
  });
});

describe("isFormattingError", () => {
  it("recognises the class and look-alikes from another bundle", () => {
    expect(isFormattingError(new FormattingError({ reason: "invalid-locale", value: "x" }))).toBe(true);
    expect(isFormattingError({ name: "FormattingError", reason: "invalid-locale" })).toBe(true);
    expect(isFormattingError(new TypeError("x"))).toBe(false);
  });

  it("builds its message from the reason", () => {
    expect(new FormattingError({ reason: "invalid-time-zone", value: "Mars/Base" }).message).toBe(
      "Invalid time zone: Mars/Base",
    );
  });
});

describe("text helpers on values String() cannot convert", () => {
  it("read an object with a non-callable toString as empty text instead of throwing", () => {
    const hostile = { toString: [] } as unknown;
    expect(capitalize(hostile)).toBe("");
    expect(htmlDecode(hostile)).toBe("");
    expect(stripHTML(hostile)).toBe("");
    expect(formatProductMessages({ a: hostile, b: "Brak" })).toBe("Brak");
  });
});
