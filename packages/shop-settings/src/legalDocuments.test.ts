import { describe, expect, it } from "vitest";
import {
  describeVersion,
  type LegalDocument,
  type LegalDocumentSettings,
  PRIVACY_POLICY_VERSION,
  privacyPolicyDocument,
  TERMS_VERSION,
  termsDocument,
} from "./legalDocuments.js";

const settings: LegalDocumentSettings = {
  company: {
    name: "Moda Bałtyk sp. z o.o.",
    street: "ul. Szeroka 12",
    postcode: "80-835",
    city: "Gdańsk",
    nip: "5842712345",
    regon: "220123456",
    krs: null,
    email: "biuro@modabaltyk.example",
    phone: "+48 58 765 43 21",
  },
  returns: {
    periodDays: 21,
    address: { name: "Magazyn zwrotów", street: "ul. Portowa 3", postcode: "81-100", city: "Gdynia" },
  },
};

/** Every sentence of a document, headings included. */
const textOf = (document: LegalDocument): string =>
  document.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]).join("\n");

describe("termsDocument", () => {
  it("carries the version in force and its date", () => {
    const terms = termsDocument(settings);
    expect(terms.version).toBe(TERMS_VERSION.version);
    expect(terms.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.title).toBe("Regulamin sklepu");
  });

  it("names the seller of the settings with its registration numbers, leaving out the missing KRS", () => {
    const text = textOf(termsDocument(settings));
    expect(text).toContain(
      "Moda Bałtyk sp. z o.o., ul. Szeroka 12, 80-835 Gdańsk, NIP 5842712345, REGON 220123456.",
    );
    expect(text).not.toContain("KRS");
    expect(text).toContain("biuro@modabaltyk.example");
  });

  it("gives the settings' return period and return address", () => {
    const text = textOf(termsDocument(settings));
    expect(text).toContain("w terminie 21 dni od otrzymania towaru");
    expect(text).toContain("Magazyn zwrotów, ul. Portowa 3, 81-100 Gdynia");
  });

  it("covers ordering, prices, payment, delivery, withdrawal, returns, complaints, digital content, reviews and redress", () => {
    const headings = termsDocument(settings).sections.map((s) => s.heading);
    expect(headings).toEqual([
      "§1. Sprzedawca i kontakt",
      "§2. Składanie zamówień",
      "§3. Ceny",
      "§4. Płatność",
      "§5. Dostawa",
      "§6. Prawo odstąpienia od umowy",
      "§7. Zwrot towaru",
      "§8. Reklamacje (niezgodność towaru z umową)",
      "§9. Treści cyfrowe",
      "§10. Opinie o produktach",
      "§11. Pozasądowe rozwiązywanie sporów",
      "§12. Postanowienia końcowe",
    ]);
  });

  it("includes the model withdrawal form addressed to the seller", () => {
    const withdrawal = termsDocument(settings).sections[5];
    expect(withdrawal?.list?.[0]).toBe(
      "Adresat: Moda Bałtyk sp. z o.o., ul. Szeroka 12, 80-835 Gdańsk, e-mail biuro@modabaltyk.example",
    );
    expect(withdrawal?.list).toContain("Data:");
  });

  it("states the loss of the withdrawal right for digital content (art. 38 pkt 13) and keeps it for e-vouchers", () => {
    const text = textOf(termsDocument(settings));
    expect(text).toContain("art. 38 ust. 1 pkt 13");
    expect(text).toContain("E-bony są środkiem płatności i prawo odstąpienia od ich zakupu przysługuje.");
  });
});

describe("privacyPolicyDocument", () => {
  it("names the controller, the legal bases, the PUODO and the cookie categories", () => {
    const policy = privacyPolicyDocument(settings);
    expect(policy.version).toBe(PRIVACY_POLICY_VERSION.version);
    const text = textOf(policy);
    expect(text).toContain("Administratorem Twoich danych osobowych jest Moda Bałtyk sp. z o.o.");
    for (const basis of ["lit. a RODO", "lit. b RODO", "lit. c RODO", "lit. f RODO"])
      expect(text).toContain(basis);
    expect(text).toContain("Prezesa Urzędu Ochrony Danych Osobowych (PUODO)");
    expect(text).toContain("Ustawienia plików cookie");
    expect(policy.sections.map((s) => s.heading)).toContain("6. Pliki cookie i podobne technologie");
    expect(policy.sections[5]?.list?.map((item) => item.split(" – ")[0])).toEqual([
      "niezbędne",
      "analityczne",
      "marketingowe",
    ]);
  });
});

describe("describeVersion", () => {
  it("says the version and its date in Polish", () => {
    expect(describeVersion({ version: "2.0", date: "2026-11-29" })).toBe("wersja 2.0 z 29 listopada 2026 r.");
    expect(describeVersion({ version: "3.1", date: "2027-03-01" })).toBe("wersja 3.1 z 1 marca 2027 r.");
  });
});
