import { describe, expect, it } from "vitest";
import { claimAge, createClaim, readClaim } from "./claim";
import { isClaimsError } from "./claimsError";

const NOV_27 = Date.UTC(2026, 10, 27, 4, 0, 0);

describe("createClaim", () => {
  it("records the code, the decision time in UTC, the value and the description", () => {
    expect(createClaim({ code: "my-size", value: "M", description: "Mój rozmiar", now: NOV_27 })).toEqual({
      code: "my-size",
      created_at: "2026-11-27T04:00:00.000Z",
      value: "M",
      description: "Mój rozmiar",
    });
  });

  it("refuses a code that is not a short lowercase word", () => {
    expect(() => createClaim({ code: "My Size", value: 1, description: "", now: NOV_27 })).toThrow(
      expect.objectContaining({ reason: "invalid-code" }),
    );
  });

  it("refuses a time that is not a date", () => {
    let caught: unknown;
    try {
      createClaim({ code: "a", value: 1, description: "", now: Number.NaN });
    } catch (error) {
      caught = error;
    }
    expect(isClaimsError(caught) && caught.reason).toBe("invalid-time");
  });
});

describe("readClaim", () => {
  it("gives back a stored claim", () => {
    const claim = createClaim({ code: "my-size", value: { id: 169 }, description: "M", now: NOV_27 });
    expect(readClaim(JSON.parse(JSON.stringify(claim)))).toEqual(claim);
  });

  it("treats a claim without a value or with a broken date as no claim", () => {
    expect(readClaim({ code: "my-size", created_at: "2026-11-27T04:00:00.000Z" })).toBeNull();
    expect(readClaim({ code: "my-size", created_at: "wczoraj", value: "M" })).toBeNull();
    expect(readClaim("M")).toBeNull();
    expect(readClaim(null)).toBeNull();
  });

  it("reads a missing description as empty", () => {
    expect(readClaim({ code: "a", created_at: "2026-11-27T04:00:00.000Z", value: 0 })?.description).toBe("");
  });
});

describe("claimAge", () => {
  it("is the milliseconds since the decision", () => {
    const claim = createClaim({ code: "a", value: 1, description: "", now: NOV_27 });
    expect(claimAge(claim, NOV_27 + 86_400_000)).toBe(86_400_000);
  });
});
