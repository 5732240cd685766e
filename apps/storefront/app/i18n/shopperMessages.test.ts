import { CART_MESSAGES } from "@outlet/cart-merge";
import { checkoutMessages } from "@outlet/checkout";
import { describe, expect, it } from "vitest";
import { transactionMessages } from "./pl.transactions";

// The shopper stores' sources: every notification they spawn goes through `tx` (createShopServices), which
// knows only `transactionMessages`, so a key missing there reaches the shopper in English.
const sources = import.meta.glob<string>(["../state/**/*.ts", "!../state/**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The message keys a store source can emit: `message: "…"`, a `?? "…"` fallback, an exported key. */
function emittedKeys(source: string): string[] {
  const code = source
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .join("\n");
  const patterns = [
    /message:\s*"([^"]+)"/g,
    /\?\?\s*"([^"]+ [^"]+)"/g, // a sentence, not a placeholder id
    /^export const [A-Z_]+ = "([^"]+ [^"]+)"/gm, // a sentence, not an id such as "blik"
  ];
  return patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1] ?? ""));
}

describe("shopper messages", () => {
  it("finds the store sources and their keys (the scan itself works)", () => {
    const keys = Object.values(sources).flatMap(emittedKeys);
    expect(keys).toContain("Password has successfully been changed");
    expect(keys).toContain("Error while changing the password");
    expect(keys).toContain("Your order placed offline has been sent. Order number: {orderNumber}");
  });

  it("has a Polish text for every key the stores can emit", () => {
    const missing = Object.entries(sources).flatMap(([file, source]) =>
      emittedKeys(source)
        .filter((key) => transactionMessages[key] === undefined)
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("has a Polish text for every message of the cart and checkout rules", () => {
    const keys = [...Object.values(CART_MESSAGES), ...Object.values(checkoutMessages)].filter(
      (key) => key !== "OK",
    );
    expect(keys.filter((key) => transactionMessages[key] === undefined)).toEqual([]);
  });
});
