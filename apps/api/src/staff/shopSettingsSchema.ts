import { formRules, isValidNip } from "@outlet/checkout";
import { isPhoneNumber } from "@outlet/checkout/phone";
import type { ShopSettings } from "@outlet/contract";
import {
  isAllowedTransferPaymentDays,
  isValidIban,
  MAX_RETURN_PERIOD_DAYS,
  MAX_TRANSFER_PAYMENT_DAYS,
  MIN_RETURN_PERIOD_DAYS,
  MIN_TRANSFER_PAYMENT_DAYS,
  normaliseIban,
  TRACKING_NUMBER_PLACEHOLDER,
} from "@outlet/shop-settings";
import { z } from "zod";
import { customIssue, freeText } from "../http/validation.js";
import { emailSchema } from "../shop/addressSchema.js";

const line = (max: number) =>
  freeText(1, max).refine(
    (s) => !/[\r\n\u2028\u2029]/.test(s) && s.trim() !== "",
    customIssue("invalid_format", "Wpisz jeden wiersz tekstu.", "Enter one line of text."),
  );

const matching = (pattern: RegExp, pl: string, en: string) =>
  z
    .string()
    .max(500)
    .refine((s) => pattern.test(s), customIssue("invalid_format", pl, en));

const country = matching(/^[A-Z]{2}$/, "Podaj kod kraju, np. PL.", "Enter a country code, e.g. PL.");

const POLISH_POSTCODE = /^\d{2}-\d{3}$/;

const postcode = matching(POLISH_POSTCODE, "Kod pocztowy w formacie 00-000.", "Postcode as 00-000.");

const address = { name: line(200), street: line(200), postcode, city: line(100) };

const nullableDigits = (pattern: RegExp, pl: string, en: string) => matching(pattern, pl, en).nullable();

const httpsUrl = (max: number) =>
  z
    .string()
    .max(max)
    .refine(
      (s) => {
        try {
          return new URL(s).protocol === "https:";
        } catch {
          return false;
        }
      },
      customIssue("invalid_format", "Podaj adres zaczynający się od https://.", "Enter an https:// address."),
    );

/**
 * The whole shop-settings document as the owner sends it (`POST /api/admin/settings`), with a Polish message
 * per field: a valid NIP, REGON of 9 or 14 digits, KRS of 10, a return period of at least
 * {@link MIN_RETURN_PERIOD_DAYS} days, a cost of 0 when returns are free, carriers with unique codes and
 * `https://` tracking links holding `{number}`, a valid IBAN.
 *
 * @example
 * parseInput("body", shopSettingsSchema, request.body); // ShopSettings, or a 400 with the issues
 */
export const shopSettingsSchema = z
  .strictObject({
    company: z.strictObject({
      name: line(200),
      street: line(200),
      postcode: z.string().max(16),
      city: line(100),
      country,
      nip: z
        .string()
        .refine(
          (s) => isValidNip(s),
          customIssue(
            "invalid_format",
            "Nieprawidłowy NIP (10 cyfr bez kresek).",
            "Invalid NIP (10 digits).",
          ),
        ),
      regon: nullableDigits(/^(\d{9}|\d{14})$/, "REGON ma 9 albo 14 cyfr.", "REGON has 9 or 14 digits."),
      krs: nullableDigits(/^\d{10}$/, "Numer KRS ma 10 cyfr.", "KRS has 10 digits."),
      email: emailSchema,
      phone: z
        .string()
        .max(32)
        .refine(
          (s) => formRules.phone(s, isPhoneNumber) === null,
          customIssue("invalid_format", "Podaj poprawny numer telefonu.", "Enter a valid phone number."),
        ),
    }),
    returns: z.strictObject({
      // refinements, not .min()/.max(): their own messages name the law, not a bare number
      periodDays: z
        .number()
        .refine(
          (n) => Number.isInteger(n),
          customIssue("invalid_type", "Podaj liczbę dni.", "Enter a whole number of days."),
        )
        .refine(
          (n) => n >= MIN_RETURN_PERIOD_DAYS,
          customIssue(
            "too_small",
            `Okres na zwrot nie może być krótszy niż ${MIN_RETURN_PERIOD_DAYS} dni (ustawowe prawo odstąpienia).`,
            `The return period cannot be shorter than ${MIN_RETURN_PERIOD_DAYS} days (the statutory withdrawal right).`,
          ),
        )
        .refine(
          (n) => n <= MAX_RETURN_PERIOD_DAYS,
          customIssue(
            "too_big",
            `Okres na zwrot może wynosić najwyżej ${MAX_RETURN_PERIOD_DAYS} dni.`,
            `At most ${MAX_RETURN_PERIOD_DAYS} days.`,
          ),
        ),
      cost: z.enum(["free", "shopper_pays"]),
      costGrosze: z.number().int().min(0).max(100_000),
      method: z.enum(["inpost_locker", "courier", "store"]),
      address: z.strictObject(address),
    }),
    carriers: z
      .array(
        z.strictObject({
          code: matching(
            /^[a-z][a-z0-9_]{1,31}$/,
            "Kod przewoźnika: małe litery, cyfry i _, np. inpost.",
            "Carrier code: lower-case letters, digits and _.",
          ),
          name: line(100),
          trackingUrlTemplate: httpsUrl(500).refine(
            (s) => s.includes(TRACKING_NUMBER_PLACEHOLDER),
            customIssue(
              "invalid_format",
              "Adres śledzenia musi zawierać {number} w miejscu numeru przesyłki.",
              "The tracking URL must contain {number} where the tracking number goes.",
            ),
          ),
        }),
      )
      .max(20)
      .refine(
        (list) => list.length > 0,
        customIssue("too_small", "Dodaj co najmniej jednego przewoźnika.", "Add at least one carrier."),
      ),
    bankAccount: z.strictObject({
      holder: line(200),
      iban: z
        .string()
        .max(42)
        .refine(
          isValidIban,
          customIssue(
            "invalid_format",
            "Nieprawidłowy numer rachunku (IBAN, np. PL61 1090 1014 0000 0712 1981 2874).",
            "Invalid account number (IBAN).",
          ),
        )
        .transform(normaliseIban),
      bankName: line(100),
      paymentDays: z
        .number()
        .refine(
          isAllowedTransferPaymentDays,
          customIssue(
            "invalid_format",
            `Termin na wpłatę przelewu: od ${MIN_TRANSFER_PAYMENT_DAYS} do ${MAX_TRANSFER_PAYMENT_DAYS} dni (liczba całkowita).`,
            `The transfer payment period: ${MIN_TRANSFER_PAYMENT_DAYS} to ${MAX_TRANSFER_PAYMENT_DAYS} whole days.`,
          ),
        ),
    }),
    ownBrandManufacturer: z
      .strictObject({
        name: line(200),
        street: line(200),
        postcode: z.string().max(16),
        city: line(100),
        country,
        email: emailSchema.nullable(),
        contactUrl: httpsUrl(500).nullable(),
      })
      .nullable(),
  })
  .superRefine((settings, ctx) => {
    if (settings.company.country === "PL" && !POLISH_POSTCODE.test(settings.company.postcode))
      ctx.addIssue({
        code: "custom",
        path: ["company", "postcode"],
        ...customIssue("invalid_format", "Kod pocztowy w formacie 00-000.", "Postcode as 00-000."),
      });
    const manufacturer = settings.ownBrandManufacturer;
    if (
      manufacturer !== null &&
      manufacturer.country === "PL" &&
      !POLISH_POSTCODE.test(manufacturer.postcode)
    )
      ctx.addIssue({
        code: "custom",
        path: ["ownBrandManufacturer", "postcode"],
        ...customIssue("invalid_format", "Kod pocztowy w formacie 00-000.", "Postcode as 00-000."),
      });
    if (settings.returns.cost === "free" && settings.returns.costGrosze !== 0)
      ctx.addIssue({
        code: "custom",
        path: ["returns", "costGrosze"],
        ...customIssue(
          "invalid_format",
          "Przy darmowym zwrocie koszt musi wynosić 0.",
          "A free return costs 0.",
        ),
      });
    const seen = new Set<string>();
    settings.carriers.forEach((carrier, index) => {
      if (seen.has(carrier.code))
        ctx.addIssue({
          code: "custom",
          path: ["carriers", index, "code"],
          ...customIssue(
            "conflict",
            "Ten kod przewoźnika już jest na liście.",
            "This carrier code is already listed.",
          ),
        });
      seen.add(carrier.code);
    });
  }) satisfies z.ZodType<ShopSettings>;
