import { normalizeUrlPath } from "./normalizeUrlPath.js";
import type { RouteData, RouteParams } from "./types.js";
import { UrlResolutionError } from "./urlResolutionError.js";

/**
 * Whether the router guard dispatches a navigation to URL resolution (behaviour.md §8.5 step 3): no route
 * matched, the matched route's name ends with `page-not-found`, or it is a dispatched route
 * (`urldispatcher-…`) with no params.
 *
 * @example
 * shouldDispatch(null); // true
 * shouldDispatch({ name: "de-page-not-found" }); // true
 * shouldDispatch({ name: "category", params: { slug: "x" } }); // false
 */
export function shouldDispatch(
  matched:
    | { readonly name?: string | null | undefined; readonly params?: RouteParams | undefined }
    | null
    | undefined,
): boolean {
  if (!matched?.name) return true;
  if (matched.name.endsWith("page-not-found")) return true;
  return matched.name.startsWith("urldispatcher-") && Object.keys(matched.params ?? {}).length === 0;
}

/**
 * What the guard does with resolved route data (behaviour.md §8.5 step 4), as data: add the dynamic route
 * `urldispatcher-<path>` (unless added before) and continue to it, with a history replace for back/forward
 * navigation or an unchanged full path; or continue to page-not-found (also when the theme has no route
 * of that name, which is logged).
 *
 * @example
 * planDispatch({ name: "category", params: { slug: "sukienki" } }, { toPath: "/sukienki/", themeRouteNames: ["category"] });
 * // { action: "continue", route: { name: "urldispatcher-/sukienki/", path: "/sukienki/", params: { slug: "sukienki" }, themeRoute: "category" }, addRoute: true, replace: false, log: [] }
 */
export function planDispatch(
  routeData: RouteData,
  context: {
    readonly toPath: string;
    readonly themeRouteNames: readonly string[];
    readonly dispatchedBefore?: readonly string[] | undefined;
    readonly isBackForward?: boolean | undefined;
    readonly fromFullPath?: string | undefined;
    readonly toFullPath?: string | undefined;
  },
):
  | {
      action: "continue";
      route: {
        name: string;
        path: string;
        params: RouteParams;
        themeRoute: string;
        meta?: Readonly<Record<string, unknown>> | undefined;
      };
      addRoute: boolean;
      replace: boolean;
      log: { level: "error"; message: string }[];
    }
  | { action: "not-found"; log: { level: "error"; message: string }[] } {
  if (routeData.name.endsWith("page-not-found")) return { action: "not-found", log: [] };
  if (!context.themeRouteNames.includes(routeData.name)) {
    return {
      action: "not-found",
      log: [
        {
          level: "error",
          message: new UrlResolutionError({ reason: "unknown-route", name: routeData.name }).message,
        },
      ],
    };
  }
  const path = normalizeUrlPath(context.toPath, false) || "/";
  const name = `urldispatcher-${path}`;
  return {
    action: "continue",
    route: {
      name,
      path,
      params: routeData.params,
      themeRoute: routeData.name,
      ...(routeData.meta ? { meta: routeData.meta } : {}),
    },
    addRoute: !(context.dispatchedBefore ?? []).includes(name),
    replace:
      Boolean(context.isBackForward) ||
      (context.fromFullPath !== undefined && context.fromFullPath === context.toFullPath),
    log: [],
  };
}
