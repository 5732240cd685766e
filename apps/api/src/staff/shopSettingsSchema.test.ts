import { describe, expect, it } from "vitest";
import { isValidIban } from "./shopSettingsSchema.js";

describe("isValidIban", () => {
  it("accepts a Polish IBAN with or without spaces and any letter case", () => {
    expect(isValidIban("PL61 1090 1014 0000 0712 1981 2874")).toBe(true);
    expect(isValidIban("pl61109010140000071219812874")).toBe(true);
    expect(isValidIban("DE89370400440532013000")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length for Poland and stray characters", () => {
    expect(isValidIban("PL61109010140000071219812875")).toBe(false);
    expect(isValidIban("PL6110901014000007121981287")).toBe(false);
    expect(isValidIban("PL61-1090-1014-0000-0712-1981-2874")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });
});
