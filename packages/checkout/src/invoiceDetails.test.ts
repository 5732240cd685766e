import { describe, expect, it } from "vitest";
import {
  emptyInvoiceDetails,
  type InvoiceCustomer,
  type InvoiceDetails,
  invoiceAddressIndex,
  loadInvoiceDetails,
  saveInvoiceDetails,
  validateInvoiceDetails,
} from "./invoiceDetails.js";

const home = {
  id: 31,
  firstname: "Anna",
  lastname: "Nowak",
  street: ["Długa 5", "m. 2"],
  city: "Gdańsk",
  postcode: "80-827",
  country_id: "PL",
  telephone: "+48 600 100 200",
  default_shipping: true,
};
const company = {
  id: 32,
  firstname: "Anna",
  lastname: "Nowak",
  company: "Nowak Sp. z o.o.",
  vat_id: "5260001246",
  street: ["Prosta 7", "12"],
  postcode: "00-838",
  city: "Warszawa",
  country_id: "PL",
};
const customer = (
  addresses: InvoiceCustomer["addresses"],
  default_shipping: string | null = "31",
): InvoiceCustomer => ({
  firstname: "Anna",
  lastname: "Nowak",
  default_shipping,
  addresses,
});
const details: InvoiceDetails = {
  enabled: true,
  companyName: "Nowak Sp. z o.o.",
  vatId: "5260001246",
  street: "Prosta 7",
  house: "12",
  zipCode: "00-838",
  city: "Warszawa",
  country_id: "PL",
};

describe("invoiceAddressIndex", () => {
  it("finds the first address that is not the default shipping address", () => {
    expect(invoiceAddressIndex(customer([home, company]))).toBe(1);
  });

  it("recognises the default shipping address by the customer's default_shipping id", () => {
    expect(invoiceAddressIndex(customer([{ ...home, default_shipping: false }, company], "31"))).toBe(1);
  });

  it("is -1 when only the default shipping address exists", () => {
    expect(invoiceAddressIndex(customer([home]))).toBe(-1);
  });
});

describe("loadInvoiceDetails", () => {
  it("maps company, vat_id, street and house, postcode, city and country, enabled", () => {
    expect(loadInvoiceDetails(customer([home, company]))).toEqual(details);
  });

  it("is disabled without an invoice address", () => {
    expect(loadInvoiceDetails(customer([home]))).toEqual(emptyInvoiceDetails());
  });

  it("defaults the house to '' when the address has one street line", () => {
    expect(loadInvoiceDetails(customer([home, { ...company, street: ["Prosta 7"] }])).house).toBe("");
  });
});

describe("saveInvoiceDetails", () => {
  it("replaces the invoice address in place keeping its id, names from the customer", () => {
    const addresses = saveInvoiceDetails(customer([home, { ...company, firstname: "Stara" }]), {
      ...details,
      city: "Kraków",
    });
    expect(addresses).toHaveLength(2);
    expect(addresses[1]).toEqual({
      id: 32,
      firstname: "Anna",
      lastname: "Nowak",
      company: "Nowak Sp. z o.o.",
      vat_id: "5260001246",
      street: ["Prosta 7", "12"],
      postcode: "00-838",
      city: "Kraków",
      country_id: "PL",
      telephone: "+48 600 100 200",
      default_billing: true,
      default_shipping: false,
    });
  });

  it("appends the invoice address when none exists", () => {
    const addresses = saveInvoiceDetails(customer([home]), details);
    expect(addresses).toHaveLength(2);
    expect(addresses[1]).not.toHaveProperty("id");
    expect(addresses[0]).toBe(home);
  });

  it("removes the invoice address when disabled", () => {
    expect(saveInvoiceDetails(customer([home, company]), { ...details, enabled: false })).toEqual([home]);
  });
});

describe("validateInvoiceDetails", () => {
  it("accepts complete details", () => {
    expect(validateInvoiceDetails(details)).toEqual({});
  });

  it("requires all seven fields, blank after trimming included", () => {
    const errors = validateInvoiceDetails({ ...emptyInvoiceDetails(), enabled: true, country_id: " " });
    expect(Object.keys(errors).sort()).toEqual([
      "city",
      "companyName",
      "country_id",
      "house",
      "street",
      "vatId",
      "zipCode",
    ]);
    expect(errors.companyName).toBe("Field is required");
  });

  it("needs at least 3 characters of tax ID and zip-code", () => {
    const errors = validateInvoiceDetails({ ...details, vatId: "52", zipCode: "00" });
    expect(errors.vatId).toBe("Tax ID must have at least 3 letters.");
    expect(errors.zipCode).toBe("Zip-code must have at least 3 letters.");
  });

  it("checks the NIP checksum and the NN-NNN postcode for PL", () => {
    const errors = validateInvoiceDetails({ ...details, vatId: "5260001247", zipCode: "00838" });
    expect(errors.vatId).toBe("Please provide a valid tax ID (NIP).");
    expect(errors.zipCode).toBe("Please provide a valid zip-code (NN-NNN).");
  });

  it("does not apply the NIP checksum abroad", () => {
    expect(
      validateInvoiceDetails({ ...details, country_id: "DE", vatId: "DE123456789", zipCode: "10115" }),
    ).toEqual({});
  });

  it("has no errors while disabled", () => {
    expect(validateInvoiceDetails(emptyInvoiceDetails())).toEqual({});
  });
});
