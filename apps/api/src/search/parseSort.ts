import type { Issue } from "../http/apiError.js";
import { issue } from "../http/validation.js";
import type { EntityFields, FieldType, SortSpec } from "./entityFields.js";
import type { SearchBody } from "./searchRequestSchemas.js";

/**
 * The sort of a search request: from the body's `_appliedSort` or the `sort` parameter
 * (`field[:asc|desc]`, at most 3), never both; every field must be sortable. Problems go to `issues`
 * (null when the sort cannot be read at all).
 *
 * @example
 * parseSort(body, "price:desc", fields, issues); // [{ field: "price", order: "desc", path: "price", type: "number" }]
 */
export function parseSort(
  body: SearchBody,
  uriSort: string | undefined,
  fields: EntityFields,
  issues: Issue[],
): (SortSpec & { path: string; type: FieldType })[] | null {
  const out: (SortSpec & { path: string; type: FieldType })[] = [];
  if (body._appliedSort.length > 0 && uriSort !== undefined && uriSort !== "") {
    issues.push(
      issue(
        "query.sort",
        "conflict",
        "Podaj sortowanie w treści albo w parametrze sort, nie w obu.",
        "Give the sort either in the body or in the sort parameter, not both.",
      ),
    );
    return null;
  }
  const add = (field: string, order: "asc" | "desc", path: string): void => {
    const type = fields.sortable.get(field);
    if (type === undefined) {
      issues.push(
        issue(path, "invalid_enum", `Nie można sortować po polu „${field}”.`, `Cannot sort by "${field}".`),
      );
      return;
    }
    out.push({ field, order, path: fields.paths.get(field) ?? field, type });
  };
  body._appliedSort.forEach((s, i) => {
    add(s.field, typeof s.options === "string" ? s.options : s.options.order, `_appliedSort.${i}.field`);
  });
  if (uriSort !== undefined && uriSort !== "") {
    const parts = uriSort.split(",").map((p) => p.trim());
    if (parts.length > 3) {
      issues.push(issue("query.sort", "too_big", "Najwyżej 3 pola sortowania.", "At most 3 sort fields."));
      return null;
    }
    for (const part of parts) {
      const m = /^([A-Za-z0-9_.]{1,100})(?::(asc|desc))?$/.exec(part);
      if (!m) {
        issues.push(
          issue(
            "query.sort",
            "invalid_format",
            "Nieprawidłowy format sortowania (pole[:asc|desc]).",
            "Invalid sort format (field[:asc|desc]).",
          ),
        );
        return null;
      }
      add(m[1] as string, (m[2] as "asc" | "desc" | undefined) ?? "asc", "query.sort");
    }
  }
  return out;
}
