import {
  type CheckoutMessage,
  formatPostcode,
  formRules,
  isValidNip,
  plCheckoutMessages,
} from "@outlet/checkout";
import { isPhoneNumber } from "@outlet/checkout/phone";
import { z } from "zod";
import { customIssue, freeText } from "../http/validation.js";

const { phone, postcode: postcodeRule } = formRules;

/** §12.11 e-mail, checkout's rule (the storefront's forms ask the same function), stored lower-case. */
export const emailSchema = z
  .string()
  .max(254)
  .refine(formRules.isEmailAddress)
  .transform((s) => s.toLowerCase());

/**
 * A text field checked by one of checkout's form rules (issue 30: one check on both sides), stored trimmed;
 * the rule's Polish message at the field.
 */
const ruledText = (rule: (value: string) => CheckoutMessage | null) =>
  z
    .string()
    .max(256)
    .trim()
    .min(1)
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message)
        ctx.addIssue({
          code: "custom",
          ...customIssue("invalid_format", plCheckoutMessages[message], message),
        });
    });

/** A first or last name by checkout's `personName` rule: letters, spaces, `.`, `'`, `-`, a letter first; ≤ 64. */
export const personNameSchema = ruledText(formRules.personName);
/** A city by checkout's `city` rule: letters, spaces, `.`, `'`, `-`, `(`, `)`, a letter first; ≤ 64. */
const city = ruledText(formRules.city);
// Checked as a real Polish or international number in superRefine (the checkout's own rule, issue 12).
const telephone = z.string().max(32);
const street = z.tuple([freeText(1, 100)], freeText(0, 50)).check(z.maxLength(2));
const region = z.union([
  z.string().max(64),
  z.strictObject({
    region: z.string().max(64).nullable().optional(),
    region_code: z.string().max(10).nullable().optional(),
    region_id: z.number().int().min(0).optional(),
  }),
  z.null(),
]);

/** Blank optional strings (`""`) count as absent: the storefront sends every field. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** An address after validation: snake_case, e-mail lower-case, blanks dropped. */
export interface Address {
  readonly id?: number;
  readonly firstname?: string;
  readonly lastname?: string;
  readonly street?: readonly string[];
  readonly city?: string;
  readonly postcode?: string;
  readonly country_id: string;
  readonly telephone?: string;
  readonly email?: string;
  readonly company?: string;
  readonly vat_id?: string;
  readonly region?: { region: string | null; region_code: string | null; region_id: number };
  readonly default_shipping?: boolean;
  readonly default_billing?: boolean;
}

/** Which fields an address schema requires. */
export interface AddressRules {
  /** firstname, lastname, street, city, postcode. @default true */
  readonly full?: boolean;
  /**
   * With `full`, street, city and postcode may be left out (an order's billing address: the buyer of a
   * store pickup or a parcel locker gives a contact only; `validateOrderRequest` decides when the lines
   * are needed, issue 32). @default false
   */
  readonly linesOptional?: boolean;
  /** @default false */
  readonly telephone?: boolean;
  /** @default false */
  readonly email?: boolean;
  /** Accept `countryId` as well as `country_id` (cart shipping-information, §5.9). @default false */
  readonly camelCountry?: boolean;
  /** Allowed countries (§10.1 list). */
  readonly countries: ReadonlySet<string>;
}

/**
 * A checked address in the stored §12.11 form: the country from `country_id` or `countryId`, the known
 * fields, a Polish NIP without spaces, dashes or `PL`, the region as an object.
 */
function toAddress(input: Record<string, unknown>): Address {
  const country = (input.country_id ?? input.countryId) as string;
  const r = input.region;
  const regionObj =
    r === undefined && input.region_id === undefined && input.region_code === undefined
      ? undefined
      : typeof r === "object" && r !== null
        ? {
            region: (r as { region?: string | null }).region ?? null,
            region_code: (r as { region_code?: string | null }).region_code ?? null,
            region_id: (r as { region_id?: number }).region_id ?? 0,
          }
        : {
            region: (r as string | undefined) ?? null,
            region_code: (input.region_code as string | undefined) ?? null,
            region_id: (input.region_id as number | undefined) ?? 0,
          };
  const vat = input.vat_id as string | undefined;
  const out: Record<string, unknown> = { country_id: country };
  for (const key of [
    "id",
    "firstname",
    "lastname",
    "street",
    "city",
    "postcode",
    "telephone",
    "email",
    "company",
  ]) {
    if (input[key] !== undefined) out[key] = input[key];
  }
  // the checkout's postcode rule (issue 32): "80 - 827" and "80–827" are stored as 80-827
  if (typeof input.postcode === "string") out.postcode = formatPostcode(input.postcode, country);
  if (vat !== undefined) out.vat_id = country === "PL" ? vat.replace(/[\s-]/g, "").replace(/^PL/i, "") : vat;
  if (regionObj) out.region = regionObj;
  if (input.default_shipping !== undefined) out.default_shipping = input.default_shipping;
  if (input.default_billing !== undefined) out.default_billing = input.default_billing;
  return out as unknown as Address;
}

/**
 * The §12.11 address schema for one use (profile, order billing or shipping, cart shipping information).
 * Unknown keys are rejected; postcode and VAT id are checked against the country.
 *
 * @example
 * parseInput("body", addressSchema({ countries: new Set(["PL"]) }), body.address);
 */
export function addressSchema(rules: AddressRules) {
  const full = rules.full ?? true;
  const lines = full && !rules.linesOptional;
  const req = <T extends z.ZodType>(schema: T, required: boolean) => (required ? schema : optional(schema));
  const shape = {
    id: z
      .union([
        z
          .number()
          .int()
          .min(1)
          .max(2 ** 31),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ])
      .optional(),
    customer_id: z.union([z.number().int(), z.string().max(20), z.null()]).optional(),
    firstname: req(personNameSchema, full),
    lastname: req(personNameSchema, full),
    // outside full addresses (cart methods, §5.8/§5.9) the checkout sends blank lines before they are typed
    street: lines
      ? street
      : z.preprocess(
          (v) => (Array.isArray(v) && v.every((line) => line === "") ? undefined : v),
          street.optional(),
        ),
    city: req(city, lines),
    postcode: req(z.string().max(10), lines),
    country_id: rules.camelCountry
      ? optional(z.string().regex(/^[A-Z]{2}$/))
      : z.string().regex(/^[A-Z]{2}$/),
    ...(rules.camelCountry ? { countryId: optional(z.string().regex(/^[A-Z]{2}$/)) } : {}),
    telephone: req(telephone, rules.telephone ?? false),
    email: req(emailSchema, rules.email ?? false),
    company: optional(freeText(0, 150)),
    vat_id: optional(z.string().max(32)),
    region: optional(region),
    region_id: optional(
      z
        .number()
        .int()
        .min(0)
        .max(2 ** 31),
    ),
    region_code: optional(z.string().max(10)),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
    save_address: z.union([z.boolean(), z.number().int().min(0).max(1)]).optional(),
    sameAsBilling: z.union([z.boolean(), z.number().int().min(0).max(1)]).optional(),
  };
  return z
    .strictObject(shape)
    .superRefine((a, ctx) => {
      const input = a as Record<string, unknown>;
      const country = (input.country_id ?? input.countryId) as string | undefined;
      if (rules.camelCountry && input.country_id && input.countryId && input.country_id !== input.countryId) {
        ctx.addIssue({
          code: "custom",
          path: ["countryId"],
          ...customIssue(
            "conflict",
            "Podaj countryId albo country_id, nie oba z różnymi wartościami.",
            "Send countryId or country_id, not both with different values.",
          ),
        });
        return;
      }
      if (country === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["country_id"],
          ...customIssue("required", "To pole jest wymagane.", "This field is required."),
        });
        return;
      }
      if (!rules.countries.has(country)) {
        ctx.addIssue({
          code: "custom",
          path: [input.country_id ? "country_id" : "countryId"],
          ...customIssue("invalid_enum", "Nieznany kraj.", "Unknown country."),
        });
      }
      const postcode = input.postcode as string | undefined;
      if (postcode !== undefined) {
        // checkout's rule, the one the storefront's address forms ask (issue 30, rule 14), on the normalised value
        if (postcodeRule(formatPostcode(postcode, country), country) !== null)
          ctx.addIssue({
            code: "custom",
            path: ["postcode"],
            ...customIssue(
              "invalid_format",
              country === "PL" ? "Kod pocztowy ma format 00-000." : "Nieprawidłowy kod pocztowy.",
              country === "PL" ? "The postcode format is 00-000." : "Invalid postcode.",
            ),
          });
      }
      const tel = input.telephone as string | undefined;
      if (tel !== undefined && phone(tel, isPhoneNumber) !== null)
        ctx.addIssue({
          code: "custom",
          path: ["telephone"],
          ...customIssue(
            "invalid_format",
            "Podaj poprawny numer telefonu: polski (np. 600 100 200) albo z numerem kierunkowym kraju (np. +49 30 1234567).",
            "Enter a valid phone number: Polish, or with its country code.",
          ),
        });
      const vat = input.vat_id as string | undefined;
      if (vat !== undefined) {
        const ok = country === "PL" ? isValidNip(vat) : /^[A-Z]{2}[A-Za-z0-9]{2,12}$/.test(vat);
        if (!ok)
          ctx.addIssue({
            code: "custom",
            path: ["vat_id"],
            ...customIssue(
              "invalid_format",
              country === "PL" ? "Nieprawidłowy NIP." : "Nieprawidłowy numer VAT.",
              country === "PL" ? "Invalid NIP (Polish tax id)." : "Invalid VAT id.",
            ),
          });
      }
    })
    .transform((a): Address => toAddress(a as Record<string, unknown>));
}
