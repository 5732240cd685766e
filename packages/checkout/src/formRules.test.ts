import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkoutMessages } from "./checkoutMessages.js";
import {
  alphabetOnly,
  city,
  email,
  firstError,
  formRules,
  greaterThanZero,
  isEmailAddress,
  minLength,
  password,
  personName,
  phone,
  quantity,
  required,
  sameAs,
  searchTerm,
} from "./formRules.js";
import { isPhoneNumber } from "./isPhoneNumber.js";

describe("required", () => {
  it("fails on blank values and false, with 'Field is required'", () => {
    for (const value of [undefined, null, "", "   ", false])
      expect(required(value)).toBe("Field is required");
  });

  it("passes on a value", () => {
    expect(required("Anna")).toBeNull();
    expect(required(true)).toBeNull();
    expect(required(0)).toBeNull();
  });
});

describe("minLength", () => {
  it("counts trimmed characters, Polish letters as one", () => {
    expect(minLength(" Ł ", 2, checkoutMessages.nameMinLength)).toBe("Name must have at least 2 letters.");
    expect(minLength("Łó", 2, checkoutMessages.nameMinLength)).toBeNull();
  });
});

describe("email", () => {
  it("accepts a valid address", () => {
    expect(email("anna.nowak+sklep@example.com.pl")).toBeNull();
  });

  it("rejects malformed ones with 'Please provide valid e-mail address.'", () => {
    for (const value of [
      "anna",
      "anna@",
      "anna@example",
      "an na@example.pl",
      "a@b@example.pl",
      `${"a".repeat(65)}@example.pl`,
      "żaneta@example.pl",
      "anna@example.p",
      "anna@-example.pl",
      "anna@example..pl",
      `anna@${"a".repeat(250)}.pl`,
    ]) {
      expect(email(value)).toBe("Please provide valid e-mail address.");
    }
  });

  it("is the server's rule too: the forms accept exactly what isEmailAddress accepts, after trimming", () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 80 })), (value) => {
        expect(email(` ${value} `) === null).toBe(isEmailAddress(value.trim()));
      }),
    );
  });

  it("accepts the addresses fast-check generates that have a top-level domain of two or more letters", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (value) => {
        const tld = value.slice(value.lastIndexOf(".") + 1);
        fc.pre(/^[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/.test(tld) && value.length <= 254);
        expect(isEmailAddress(value)).toBe(true);
      }),
    );
  });
});

describe("password and sameAs", () => {
  it("needs at least 8 characters", () => {
    expect(password("1234567")).toBe("Password must have at least 8 letters.");
    expect(password("12345678")).toBeNull();
  });

  it("needs identical passwords", () => {
    expect(sameAs("haslo-123", "haslo-124")).toBe("Passwords must be identical.");
    expect(sameAs("haslo-123", "haslo-123")).toBeNull();
  });
});

describe("alphabetOnly", () => {
  it("accepts letters of any script with spaces, dots, apostrophes and dashes", () => {
    expect(alphabetOnly("Żaneta Ó'Brien-Kowalska")).toBeNull();
  });

  it("rejects digits and a leading symbol", () => {
    expect(alphabetOnly("Anna2")).toBe("Accepts only alphabet characters.");
    expect(alphabetOnly("-Anna")).toBe("Accepts only alphabet characters.");
  });
});

describe("personName", () => {
  it("accepts a trimmed name of letters, spaces, dots, apostrophes and dashes up to 64 letters", () => {
    expect(personName(" Zoë O'Neill-Żak ")).toBeNull();
    expect(personName("Ł".repeat(64))).toBeNull();
  });

  it("refuses digits, a combining mark and a 65th letter, and leaves a blank value to required", () => {
    expect(personName("Anna2")).toBe("Accepts only alphabet characters.");
    expect(personName("Aq\u0301")).toBe("Accepts only alphabet characters.");
    expect(personName("Ł".repeat(65))).toBe("A name may have at most 64 letters.");
    expect(personName("  ")).toBeNull();
  });

  it("is in the one table of form rules, beside alphabetOnly", () => {
    expect(formRules.personName).toBe(personName);
    expect(formRules.alphabetOnly).toBe(alphabetOnly);
  });
});

describe("city", () => {
  it("accepts a city name and rejects digits", () => {
    expect(city("Kędzierzyn-Koźle")).toBeNull();
    expect(city("00-838")).toBe("Please provide valid city name");
  });
});

describe("phone", () => {
  it("needs at least 2 digits", () => {
    expect(phone("+4", isPhoneNumber)).toBe("Phone number must have at least 2 digits.");
  });

  it("takes real Polish and international numbers only (issue 12)", () => {
    expect(phone("+48 600 100 200", isPhoneNumber)).toBeNull();
    expect(phone("600-100-200", isPhoneNumber)).toBeNull();
    expect(phone("612 345 678", isPhoneNumber)).toBeNull();
    expect(phone("+49 30 901820", isPhoneNumber)).toBeNull();
    expect(phone("+48", isPhoneNumber)).toBe("Please provide a valid phone number.");
    expect(phone("12", isPhoneNumber)).toBe("Please provide a valid phone number.");
    expect(phone("123 456", isPhoneNumber)).toBe("Please provide a valid phone number.");
  });
});

describe("greaterThanZero and quantity", () => {
  it("rejects 0 and negative numbers", () => {
    expect(greaterThanZero(0)).toBe("Must be greater than 0");
    expect(greaterThanZero(-1)).toBe("Must be greater than 0");
    expect(greaterThanZero(1)).toBeNull();
  });

  it("caps the quantity at maxQuantity with its placeholder", () => {
    expect(quantity(3, 2)).toEqual({
      message: "Only {maxQuantity} products of this type are available.",
      params: { maxQuantity: 2 },
    });
    expect(quantity(2, 2)).toBeNull();
    expect(quantity(0)).toEqual({ message: "Must be greater than 0" });
  });
});

describe("searchTerm", () => {
  it("needs 3 characters", () => {
    expect(searchTerm("su")).toBe("Searched term should consist of at least 3 characters.");
    expect(searchTerm("suk")).toBeNull();
  });
});

describe("firstError", () => {
  it("returns the first failing message", () => {
    expect(firstError(null, "Field is required", "Must be greater than 0")).toBe("Field is required");
    expect(firstError(null, null)).toBeNull();
  });
});

describe("formRules", () => {
  it("checks a Polish postcode as typed, in NN-NNN", () => {
    expect(formRules.postcode("80-827")).toBeNull();
    expect(formRules.postcode("80827", "PL")).toBe("Please provide a valid zip-code (NN-NNN).");
    expect(formRules.postcode(" 80-827")).toBe("Please provide a valid zip-code (NN-NNN).");
  });

  it("holds the same rules the checkout form applies", () => {
    const { required: isRequired, firstError: first, email: isEmail } = formRules;
    expect(first(isRequired(""), isEmail(""))).toBe("Field is required");
    expect(first(isRequired("anna@"), isEmail("anna@"))).toBe("Please provide valid e-mail address.");
  });
});
