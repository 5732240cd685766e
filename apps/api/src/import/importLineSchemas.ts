import { formRules } from "@outlet/checkout";
import { z } from "zod";

// One import line is one JSON object with a `type` field naming what it holds (`product`, `category`,
// `attribute`, `stock`); the other fields are the document in the contract's shape. The fields the
// server and the storefront rely on are validated; any further contract field passes through unchanged.

const id = z.number().int().positive().max(2_147_483_647);
const sku = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    "sku: litery, cyfry, kropka, podkreślnik lub myślnik (do 64 znaków)",
  );
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "małe litery, cyfry i pojedyncze myślniki");
const name = z.string().trim().min(1).max(255);
const price = z.number().positive().max(1_000_000);
const dateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, "data w formacie RRRR-MM-DD [GG:MM:SS]")
  .nullable();
/** A file on this machine: absolute, or relative to the folder of the import file. */
const imageFile = z.string().min(1).max(1000);

// What a product offer must state (after-sales-and-law.md §5): the shapes are checked here, whether the
// product's type needs them is the rule of @outlet/product-information (its messages name the product).
const text = z.string().trim().max(1000);
// a missing part of an address is left empty here, so the rule's message names it with the product
const partySchema = z.strictObject({
  name: text.default(""),
  street: text.default(""),
  postcode: z.string().trim().max(20).default(""),
  city: text.default(""),
  country: z
    .string()
    .regex(/^([A-Z]{2})?$/, "kod kraju ISO 3166-1 (np. PL)")
    .default(""),
  email: z.string().refine(formRules.isEmailAddress, "nieprawidłowy adres e-mail").nullable().default(null),
  contact_url: z
    .url({ protocol: /^https?$/, error: "adres https:// formularza" })
    .nullable()
    .default(null),
});
const compositionSchema = z
  .array(
    z.strictObject({
      part: z.string().trim().max(100).nullable().default(null),
      fibres: z
        .array(
          z.strictObject({
            fibre: z.string().trim().toLowerCase().min(1).max(60),
            percent: z.number().positive().max(100),
          }),
        )
        .min(1)
        .max(20),
    }),
  )
  .max(10);
/** The product-information fields of a product line (GPSR, textile labelling). */
const productInformationFields = {
  manufacturer: partySchema.nullable().optional(),
  eu_responsible_person: partySchema.nullable().optional(),
  ean: z.string().nullable().optional(),
  safety_information: z.string().trim().max(5000).nullable().optional(),
  composition: compositionSchema.nullable().optional(),
  material_statement: z.string().trim().max(1000).nullable().optional(),
  care_instructions: z.string().trim().max(2000).nullable().optional(),
  // art. 38 pkt 5: a hygiene product whose withdrawal right ends once its seal is broken (§2)
  no_withdrawal_after_unseal: z.boolean().optional(),
};

/** Stock of a simple product or a child: quantity, and whether it is sold (default: quantity above 0). */
export const stockFieldsSchema = z.strictObject({
  qty: z.number().min(0).max(1_000_000),
  is_in_stock: z.boolean().optional(),
  manage_stock: z.boolean().optional(),
});

const childSchema = z.looseObject({
  id,
  sku,
  name: name.optional(),
  price: price.optional(),
  special_price: price.nullable().optional(),
  status: z.union([z.literal(1), z.literal(2)]).optional(),
  stock: stockFieldsSchema.optional(),
  image_file: imageFile.optional(),
});

/** A product line (`"type": "product"`). */
export const productLineSchema = z
  .looseObject({
    type: z.literal("product"),
    id,
    sku,
    name,
    type_id: z.enum(["simple", "configurable", "virtual"]).default("simple"),
    price,
    special_price: price.nullable().optional(),
    special_from_date: dateTime.optional(),
    special_to_date: dateTime.optional(),
    status: z.union([z.literal(1), z.literal(2)]).default(1),
    visibility: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(4),
    tax_class_id: z.number().int().min(0).max(100).default(2),
    url_key: slug.max(200).optional(),
    category_ids: z.array(id).max(50).default([]),
    description: z.string().max(50_000).optional(),
    stock: stockFieldsSchema.optional(),
    configurable_options: z.array(z.looseObject({ attribute_code: z.string().min(1) })).optional(),
    configurable_children: z.array(childSchema).min(1).max(500).optional(),
    /** The product's main picture and further gallery pictures, as files on this machine. */
    image_file: imageFile.optional(),
    gallery_files: z.array(imageFile).max(20).optional(),
    ...productInformationFields,
  })
  .superRefine((line, ctx) => {
    if (line.type_id === "configurable" && !line.configurable_children)
      ctx.addIssue({
        code: "custom",
        path: ["configurable_children"],
        message: "produkt konfigurowalny wymaga listy wariantów",
      });
    if (line.type_id !== "configurable" && line.configurable_children)
      ctx.addIssue({
        code: "custom",
        path: ["configurable_children"],
        message: "warianty ma tylko produkt konfigurowalny (type_id: configurable)",
      });
  });

/** A category line (`"type": "category"`); its parent must exist (in the database or earlier in the file). */
export const categoryLineSchema = z.looseObject({
  type: z.literal("category"),
  // 1 and 2 are the root and the shop's top category
  id: id.min(3),
  name,
  parent_id: id.min(2).default(2),
  url_key: slug.max(200).optional(),
  is_active: z.boolean().default(true),
  include_in_menu: z.boolean().default(true),
  position: z.number().int().min(0).max(100_000).default(0),
  description: z.string().max(50_000).optional(),
});

/** An attribute line (`"type": "attribute"`). */
export const attributeLineSchema = z.looseObject({
  type: z.literal("attribute"),
  id,
  attribute_code: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, "małe litery, cyfry i podkreślniki"),
  frontend_label: name,
  frontend_input: z.enum(["select", "multiselect", "text", "textarea", "boolean", "price"]).default("select"),
  options: z
    .array(
      z.looseObject({
        value: z.string().min(1).max(64),
        label: z.string().trim().min(1).max(255),
        sort_order: z.number().int().optional(),
      }),
    )
    .max(5000)
    .default([]),
  position: z.number().int().min(0).default(0),
  is_filterable: z.boolean().default(false),
});

/** A stock line (`"type": "stock"`): new quantity of an existing product or variant. */
export const stockLineSchema = z.strictObject({
  type: z.literal("stock"),
  sku,
  ...stockFieldsSchema.shape,
});

/** Any import line, told apart by `type`. */
export const importLineSchema = z.discriminatedUnion("type", [
  productLineSchema,
  categoryLineSchema,
  attributeLineSchema,
  stockLineSchema,
]);

/** A validated product line. */
export type ProductLine = z.output<typeof productLineSchema>;
/** A validated category line. */
export type CategoryLine = z.output<typeof categoryLineSchema>;
/** A validated attribute line. */
export type AttributeLine = z.output<typeof attributeLineSchema>;
/** A validated stock line. */
export type StockLine = z.output<typeof stockLineSchema>;
/** A validated import line. */
export type ImportLine = z.output<typeof importLineSchema>;

/** One problem with one line: the field (dotted path, `-` for the whole line) and a Polish message. */
export interface LineProblem {
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: "tekst",
  number: "liczba",
  boolean: "wartość logiczna (true/false)",
  array: "lista",
  object: "obiekt",
};

/** Polish messages for the issues an import line can raise (zod's own Polish locale reads awkwardly). */
function polishMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? "pole wymagane"
        : `oczekiwano: ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case "too_small":
      return issue.origin === "array" || issue.origin === "string"
        ? `za krótkie (minimum ${String(issue.minimum)})`
        : issue.inclusive
          ? `wartość musi wynosić co najmniej ${String(issue.minimum)}`
          : `wartość musi być większa niż ${String(issue.minimum)}`;
    case "too_big":
      return issue.origin === "array" || issue.origin === "string"
        ? `za długie (maksimum ${String(issue.maximum)})`
        : `wartość może wynosić co najwyżej ${String(issue.maximum)}`;
    case "invalid_value":
      return `dozwolone wartości: ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "invalid_union":
      return issue.path?.at(-1) === "type" || (issue.path?.length === 0 && "discriminator" in issue)
        ? "nieznany typ wiersza (product, category, attribute lub stock)"
        : "nieprawidłowa wartość";
    case "unrecognized_keys":
      return `nieznane pola: ${issue.keys.join(", ")}`;
    default:
      return issue.message ?? "nieprawidłowa wartość";
  }
}

/**
 * Parses and validates one line of an import file. Pure.
 *
 * @example
 * parseImportLine('{"type":"stock","sku":"SUK-1","qty":"3"}', 7);
 * // { ok: false, problems: [{ line: 7, field: "qty", message: "oczekiwano: liczba" }] }
 */
export function parseImportLine(
  text: string,
  line: number,
): { ok: true; value: ImportLine } | { ok: false; problems: LineProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [{ line, field: "-", message: `nieprawidłowy JSON (${(error as Error).message})` }],
    };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { ok: false, problems: [{ line, field: "-", message: "wiersz musi być obiektem JSON" }] };
  const result = importLineSchema.safeParse(json, { error: polishMessage });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      // an unknown field is reported at that field
      const path = issue.code === "unrecognized_keys" ? [...issue.path, issue.keys.join(",")] : issue.path;
      return { line, field: path.length === 0 ? "-" : path.map(String).join("."), message: issue.message };
    }),
  };
}

/** A reported problem: `error` rejects the line, `warning` keeps it (an unusable picture → placeholder). */
export interface ImportProblem extends LineProblem {
  readonly severity: "error" | "warning";
}

/** A validated line waiting in the current batch. */
export interface Pending {
  readonly line: number;
  readonly value: ImportLine;
}
