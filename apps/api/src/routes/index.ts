import type { RouteGroup } from "../context.js";
import { catalogRoutes } from "./catalogRoutes.js";

/**
 * Every route group of the API, registered in this order. To add endpoints, create
 * `src/routes/<area>Routes.ts` exporting a {@link RouteGroup} and list it here.
 */
export const routeGroups: readonly RouteGroup[] = [catalogRoutes];
