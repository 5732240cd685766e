import type { RouteGroup } from "../context.js";
import { catalogRoutes } from "./catalogRoutes.js";
import { cmsRoutes } from "./cmsRoutes.js";
import { mediaRoutes } from "./mediaRoutes.js";
import { productRoutes } from "./productRoutes.js";
import { seoRoutes } from "./seoRoutes.js";
import { siteRoutes } from "./siteRoutes.js";
import { stockRoutes } from "./stockRoutes.js";
import { urlRoutes } from "./urlRoutes.js";

/**
 * Every route group of the API, registered in this order. To add endpoints, create
 * `src/routes/<area>Routes.ts` exporting a {@link RouteGroup} and list it here (account, cart, order,
 * review, wishlist, newsletter groups go here too).
 */
export const routeGroups: readonly RouteGroup[] = [
  catalogRoutes,
  urlRoutes,
  stockRoutes,
  productRoutes,
  mediaRoutes,
  cmsRoutes,
  siteRoutes,
  seoRoutes,
];
