import { describe, expect, it } from "vitest";
import { pl } from "./pl";
import { plAfterSalesLead, plAfterSalesNext } from "./pl.afterSales";
import { plComplaints } from "./pl.complaints";
import { plConsent } from "./pl.consent";
import { plMailLinks } from "./pl.mailLinks";
import { plOrders } from "./pl.orders";
import { plTx, transactionMessages } from "./pl.transactions";
import { plTracking, plWithdrawal } from "./pl.withdrawal";

/** A message function's text for sample values: counts first, then words. */
function called(message: (...args: unknown[]) => unknown): unknown {
  try {
    return message(2, 2, 2);
  } catch {
    return message("X", "Y", "Z");
  }
}

/** Every text of a dictionary, nested objects and arrays included; a function is called with sample values. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return texts(called(value as (...args: unknown[]) => unknown));
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

/**
 * Forms that address the shopper as a man: a past tense in -łeś/-łbyś, "jesteś" with a masculine
 * participle or adjective ("Nie jesteś zapisany"). (`\b` knows only ASCII letters: "ś" needs lookarounds.)
 */
const MASCULINE_TO_SHOPPER = /\p{L}+(?:łeś|łbyś)(?!\p{L})|(?<!\p{L})jesteś\s+\p{L}+(?:ny|ty|wy)(?!\p{L})/iu;

describe("Polish texts for the shopper", () => {
  it("use gender-neutral forms (no masculine-only -łeś or „jesteś zapisany”)", () => {
    // the after-order dictionaries too (s21: „kiedy ją zauważyłeś”, „którego użyłeś” were missed)
    const all = [
      pl,
      plConsent,
      plMailLinks,
      plOrders,
      plTx,
      transactionMessages,
      plComplaints,
      plWithdrawal,
      plTracking,
      plAfterSalesLead,
      plAfterSalesNext,
    ].flatMap(texts);
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((text) => MASCULINE_TO_SHOPPER.test(text))).toEqual([]);
    expect(plTx.account.notificationsNotSubscribed).toBe("Nie subskrybujesz newslettera.");
    expect(plTx.account.noReviews).toBe("Nie masz jeszcze żadnych opinii.");
  });
});
