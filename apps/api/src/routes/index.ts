import type { RouteGroup } from "../context.js";
import { adminCatalogRoutes } from "./adminCatalogRoutes.js";
import { adminCmsRoutes } from "./adminCmsRoutes.js";
import { adminComplaintRoutes } from "./adminComplaintRoutes.js";
import { adminCustomerRoutes } from "./adminCustomerRoutes.js";
import { adminDashboardRoutes } from "./adminDashboardRoutes.js";
import { adminMethodRoutes } from "./adminMethodRoutes.js";
import { adminOrderRoutes } from "./adminOrderRoutes.js";
import { adminProductRoutes } from "./adminProductRoutes.js";
import { adminReturnRoutes } from "./adminReturnRoutes.js";
import { adminReviewRoutes } from "./adminReviewRoutes.js";
import { cartMethodRoutes } from "./cartMethodRoutes.js";
import { cartRoutes } from "./cartRoutes.js";
import { catalogRoutes } from "./catalogRoutes.js";
import { cmsRoutes } from "./cmsRoutes.js";
import { complaintRoutes } from "./complaintRoutes.js";
import { contactRoutes } from "./contactRoutes.js";
import { conversionRoutes } from "./conversionRoutes.js";
import { couponRoutes } from "./couponRoutes.js";
import { mediaRoutes } from "./mediaRoutes.js";
import { newsletterRoutes } from "./newsletterRoutes.js";
import { orderReviewRoutes } from "./orderReviewRoutes.js";
import { orderRoutes } from "./orderRoutes.js";
import { orderViewRoutes } from "./orderViewRoutes.js";
import { passwordRoutes } from "./passwordRoutes.js";
import { paymentRoutes } from "./paymentRoutes.js";
import { productReviewRoutes } from "./productReviewRoutes.js";
import { productRoutes } from "./productRoutes.js";
import { reviewCheckRoutes } from "./reviewCheckRoutes.js";
import { reviewRoutes } from "./reviewRoutes.js";
import { seoRoutes } from "./seoRoutes.js";
import { sessionRoutes } from "./sessionRoutes.js";
import { settingsRoutes } from "./settingsRoutes.js";
import { shippingRoutes } from "./shippingRoutes.js";
import { siteRoutes } from "./siteRoutes.js";
import { socialRoutes } from "./socialRoutes.js";
import { staffRoutes } from "./staffRoutes.js";
import { staffSessionRoutes } from "./staffSessionRoutes.js";
import { stockAlertRoutes } from "./stockAlertRoutes.js";
import { stockRoutes } from "./stockRoutes.js";
import { urlRoutes } from "./urlRoutes.js";
import { userRoutes } from "./userRoutes.js";
import { wishlistRoutes } from "./wishlistRoutes.js";
import { withdrawalRoutes } from "./withdrawalRoutes.js";

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
  userRoutes,
  sessionRoutes,
  passwordRoutes,
  cartRoutes,
  cartMethodRoutes,
  couponRoutes,
  shippingRoutes,
  orderRoutes,
  orderViewRoutes,
  withdrawalRoutes,
  adminOrderRoutes,
  adminReturnRoutes,
  adminDashboardRoutes,
  adminMethodRoutes,
  adminReviewRoutes,
  paymentRoutes,
  reviewRoutes,
  reviewCheckRoutes,
  orderReviewRoutes,
  productReviewRoutes,
  wishlistRoutes,
  newsletterRoutes,
  stockAlertRoutes,
  contactRoutes,
  conversionRoutes,
  socialRoutes,
  settingsRoutes,
  staffSessionRoutes,
  staffRoutes,
  adminCatalogRoutes,
  adminCmsRoutes,
  adminCustomerRoutes,
  adminProductRoutes,
  complaintRoutes,
  adminComplaintRoutes,
];
