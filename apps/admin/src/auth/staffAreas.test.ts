import { describe, expect, it } from "vitest";
import { closedAreas, noAccessText, STAFF_AREAS } from "./staffAreas";

const area = (path: string) => {
  const found = STAFF_AREAS.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};

describe("closedAreas", () => {
  it("closes the owner's screens and the customers' screens to the warehouse", () => {
    expect(closedAreas("warehouse").map((a) => a.path)).toEqual([
      "/customers",
      "/complaints",
      "/reviews",
      "/cms-pages",
      "/cms-blocks",
      "/menu",
      "/staff",
      "/audit",
      "/ustawienia",
      "/klucze-api",
    ]);
  });

  it("closes only the owner's screens (content among them) to customer service, nothing to the owner", () => {
    expect(closedAreas("customer_service").map((a) => a.path)).toEqual([
      "/cms-pages",
      "/cms-blocks",
      "/menu",
      "/staff",
      "/audit",
      "/ustawienia",
      "/klucze-api",
    ]);
    expect(closedAreas("owner")).toEqual([]);
  });
});

describe("noAccessText", () => {
  it("names the role that may open the area and the person's own", () => {
    expect(noAccessText(area("/audit"), "warehouse")).toBe(
      "Dostęp do części „Dziennik zmian” ma tylko rola: właściciel. Twoja rola: magazyn. Jeśli potrzebujesz tu zajrzeć, poproś właściciela sklepu.",
    );
    expect(noAccessText(area("/customers"), "warehouse")).toContain(
      "mają tylko role: właściciel, obsługa klienta. Twoja rola: magazyn.",
    );
  });
});
