import { ApiError, type Issue } from "../http/apiError.js";
import { issue, parseInput } from "../http/validation.js";
import { compileFilter } from "./compileFilter.js";
import type { EntityFields } from "./entityFields.js";
import { parseSort } from "./parseSort.js";
import type { CompiledFacet, CompiledFilter, SearchPlan } from "./searchPlan.js";
import { SEARCH_TERM_TOO_SHORT, type SearchQueryParams, searchBodySchema } from "./searchRequestSchemas.js";

/**
 * Validates and compiles a search request (§8.1–§8.7) for one entity type. Throws a 400 {@link ApiError}
 * listing every problem.
 *
 * @example
 * const plan = compileSearch("product", fields, { request_format: "search-query", size: 10 }, body);
 */
export function compileSearch(
  entityType: string,
  fields: EntityFields,
  query: SearchQueryParams,
  rawBody: unknown,
): SearchPlan {
  const issues: Issue[] = [];
  if (query.request_format !== "search-query") {
    issues.push(
      issue(
        "query.request_format",
        "unsupported",
        "Obsługiwany jest tylko format search-query.",
        "Only request_format=search-query is supported.",
      ),
    );
  }
  if (query.response_format !== undefined && query.response_format !== "standard") {
    issues.push(
      query.response_format === "compact"
        ? issue(
            "query.response_format",
            "unsupported",
            "Format compact nie jest obsługiwany.",
            "response_format=compact is not supported.",
          )
        : issue(
            "query.response_format",
            "invalid_enum",
            "Dozwolona wartość: standard.",
            "Allowed value: standard.",
          ),
    );
  }
  const size = query.size ?? 10;
  const from = query.from ?? 0;
  if (size > fields.maxSize) {
    issues.push(
      issue(
        "query.size",
        "too_big",
        `Maksymalny rozmiar to ${fields.maxSize}.`,
        `Maximum size is ${fields.maxSize}.`,
        { maximum: fields.maxSize },
      ),
    );
  }
  if (from + size > 10_000) {
    issues.push(
      issue(
        "query.from",
        "too_big",
        "from + size nie może przekraczać 10000.",
        "from + size must not exceed 10000.",
        { maximum: 10_000 },
      ),
    );
  }
  if (issues.length > 0) throw ApiError.invalid(issues);
  const body = parseInput("body", searchBodySchema, rawBody ?? {});
  const filters: CompiledFilter[] = [];
  body._appliedFilters.forEach((f, i) => {
    const compiled = compileFilter(i, f, fields, issues);
    if (compiled) filters.push(compiled);
  });
  const facets: CompiledFacet[] = [];
  body._availableFilters.forEach((f, i) => {
    if (fields.filterable.get(f.field) === undefined) {
      issues.push(
        issue(
          `_availableFilters.${i}.field`,
          "invalid_enum",
          `Pole „${f.field}” nie jest filtrowalne.`,
          `Field "${f.field}" is not filterable.`,
        ),
      );
      return;
    }
    facets.push({
      field: f.field,
      path: fields.paths.get(f.field) ?? f.field,
      size: f.options?.size ?? 10,
      ranges: f.options?.ranges ?? null,
    });
  });
  const text = body._searchText.trim();
  if (text !== "") {
    if (entityType !== "product") {
      issues.push(
        issue(
          "_searchText",
          "unsupported",
          "Wyszukiwanie tekstowe jest dostępne tylko dla produktów.",
          "Text search is available for products only.",
        ),
      );
    } else if (text.length < 3 || text.length > 200) {
      issues.push(
        issue(
          "_searchText",
          text.length < 3 ? "too_small" : "too_big",
          SEARCH_TERM_TOO_SHORT.replace("at least 3", text.length < 3 ? "at least 3" : "at most 200"),
          SEARCH_TERM_TOO_SHORT.replace("at least 3", text.length < 3 ? "at least 3" : "at most 200"),
        ),
      );
    }
  }
  const sort = parseSort(body, query.sort, fields, issues);
  if (issues.length > 0 || sort === null)
    throw ApiError.invalid(
      issues,
      issues.some((x) => x.path === "_searchText" && x.code === "too_small")
        ? { pl: SEARCH_TERM_TOO_SHORT, en: SEARCH_TERM_TOO_SHORT }
        : undefined,
    );
  return {
    filters,
    facets,
    sort,
    text,
    size,
    from,
    include: query._source_include ?? null,
    exclude: query._source_exclude ?? null,
  };
}
