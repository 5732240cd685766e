import { describe, expect, it } from "vitest";
import { formatIban, isValidIban, normaliseIban } from "./isValidIban.js";

describe("isValidIban", () => {
  it("accepts a Polish IBAN with or without spaces and in any letter case, and a German one", () => {
    expect(isValidIban("PL61 1090 1014 0000 0712 1981 2874")).toBe(true);
    expect(isValidIban("pl61109010140000071219812874")).toBe(true);
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
  });

  it("refuses a wrong check digit, a Polish number of the wrong length and stray characters", () => {
    expect(isValidIban("PL61109010140000071219812875")).toBe(false);
    expect(isValidIban("PL6110901014000007121981287")).toBe(false);
    expect(isValidIban("PL61-1090-1014-0000-0712-1981-2874")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });

  it("accepts a Polish account number as banks print it, without PL (26 digits, checksum checked)", () => {
    expect(isValidIban("61 1090 1014 0000 0712 1981 2874")).toBe(true);
    expect(isValidIban("61109010140000071219812874")).toBe(true);
    expect(isValidIban("61 1090 1014 0000 0712 1981 2875")).toBe(false);
    expect(isValidIban("61 1090 1014 0000 0712 1981 287")).toBe(false);
  });
});

describe("normaliseIban", () => {
  it("removes spaces and upper-cases", () => {
    expect(normaliseIban(" pl61 1090 1014\t0000 0712 1981 2874 ")).toBe("PL61109010140000071219812874");
  });

  it("puts PL in front of a Polish account number written without it", () => {
    expect(normaliseIban("61 1090 1014 0000 0712 1981 2874")).toBe("PL61109010140000071219812874");
  });
});

describe("formatIban", () => {
  it("groups a stored IBAN by four, as bank statements print it", () => {
    expect(formatIban("PL61109010140000071219812874")).toBe("PL61 1090 1014 0000 0712 1981 2874");
    expect(formatIban("61 1090 1014 0000 0712 1981 2874")).toBe("PL61 1090 1014 0000 0712 1981 2874");
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
  });
});
