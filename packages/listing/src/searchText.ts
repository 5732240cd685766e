import type { ListingConfig } from "./listingConfig.js";
import { defaultListingConfig } from "./listingConfig.js";
import { ListingError } from "./listingError.js";

/**
 * What to do with typed search text (behaviour.md §7.10): `empty` clears the results; `too-short` makes
 * no request, clears the results and shows the error's message; `too-long` (more than the API takes,
 * api-contract.md `_searchText`) does the same; `ok` searches the trimmed text.
 *
 * @example
 * const check: SearchTextCheck = { status: "ok", text: "sukienka" };
 */
export type SearchTextCheck =
  | { readonly status: "empty" }
  | { readonly status: "too-short"; readonly error: ListingError }
  | { readonly status: "too-long"; readonly error: ListingError }
  | { readonly status: "ok"; readonly text: string };

/**
 * Checks search text against the minimum length of 3 characters after trimming (behaviour.md §7.10,
 * catalogue.md §5) and the maximum of 200 the API accepts (api-contract.md `_searchText`). Pure.
 *
 * @example
 * checkSearchText("  ab "); // { status: "too-short", error: ListingError("Searched term should consist of at least 3 characters.") }
 * checkSearchText(" lniana "); // { status: "ok", text: "lniana" }
 */
export function checkSearchText(
  text: string | null | undefined,
  config: ListingConfig = defaultListingConfig,
): SearchTextCheck {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { status: "empty" };
  if (trimmed.length < config.minTermLength) {
    return {
      status: "too-short",
      error: new ListingError({ reason: "search-term-too-short", minLength: config.minTermLength }),
    };
  }
  if (trimmed.length > config.maxTermLength) {
    return {
      status: "too-long",
      error: new ListingError({ reason: "search-term-too-long", maxLength: config.maxTermLength }),
    };
  }
  return { status: "ok", text: trimmed };
}

/**
 * The `_searchText` for a `q`: the trimmed text from 3 characters, else `''` (behaviour.md §7.1, §7.10).
 *
 * @example
 * searchTextFor("ab"); // ""
 * searchTextFor(" len "); // "len"
 */
export function searchTextFor(
  text: string | null | undefined,
  config: ListingConfig = defaultListingConfig,
): string {
  const check = checkSearchText(text, config);
  return check.status === "ok" ? check.text : "";
}
