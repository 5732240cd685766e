import { z } from "zod";
import { commonQuery, queryInt } from "../http/validation.js";

const SCOPE = z.enum(["default", "catalog"]);
const ORDER = z.enum(["asc", "desc"]);
const PATTERN = /^[A-Za-z0-9_.*]{1,100}$/;

/** The SearchQuery body of §8.2 (strict: unknown keys give 400). */
export const searchBodySchema = z.strictObject({
  _appliedFilters: z
    .array(
      z.strictObject({
        attribute: z.string().min(1).max(100),
        value: z.unknown(),
        scope: z.union([SCOPE, z.array(SCOPE).min(1).max(2)]).optional(),
        options: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .max(50)
    .default([]),
  _availableFilters: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        scope: z.literal("catalog").optional(),
        options: z
          .strictObject({
            size: z.number().int().min(1).max(1000).optional(),
            ranges: z
              .array(
                z.strictObject({ from: z.number().finite().optional(), to: z.number().finite().optional() }),
              )
              .max(20)
              .optional(),
          })
          .optional(),
      }),
    )
    .max(30)
    .default([]),
  _appliedSort: z
    .array(
      z.strictObject({
        field: z.string().min(1).max(100),
        options: z.union([ORDER, z.strictObject({ order: ORDER })]),
      }),
    )
    .max(3)
    .default([]),
  _searchText: z.string().max(10_000).default(""),
  groupToken: z.unknown().optional(),
  groupId: z.unknown().optional(),
});

/** The SearchQuery body after defaults. */
export type SearchBody = z.output<typeof searchBodySchema>;

const fieldList = z
  .string()
  .max(20_000)
  .transform((s) =>
    s
      .split(",")
      .map((x) => x.trim())
      .filter((x) => x !== ""),
  )
  .pipe(z.array(z.string().regex(PATTERN)).max(100));

/** Query parameters of §8.1 (any other gives 400). */
export const searchQuerySchema = z.strictObject({
  ...commonQuery,
  request_format: z.string().max(50).optional(),
  response_format: z.string().max(50).optional(),
  size: queryInt(0, 100_000).optional(),
  from: queryInt(0, 100_000).optional(),
  sort: z.string().max(500).optional(),
  _source_include: fieldList.optional(),
  _source_exclude: fieldList.optional(),
  request: z.string().max(60_000).optional(),
});

/** Parsed §8.1 query parameters. */
export type SearchQueryParams = z.output<typeof searchQuerySchema>;

/** "Searched term should consist of at least 3 characters." (§8.2, catalogue §5) */
export const SEARCH_TERM_TOO_SHORT = "Searched term should consist of at least 3 characters.";
