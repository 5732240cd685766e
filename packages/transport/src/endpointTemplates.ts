/**
 * The default URL template of every call (api-contract §3, §1.5). A call carries the customer token exactly
 * when its template contains `{{token}}`; in header mode that parameter is removed and the token travels as
 * `Authorization: Bearer <token>` instead. Override any entry through `TransportConfig.endpoints`, e.g. to
 * talk to an LB deployment that mounts a path elsewhere.
 *
 * @example
 * createTransport({ apiOrigin, endpoints: { stockList: "/api/stock/list" } });
 */
export const DEFAULT_ENDPOINTS = {
  // §4 account
  userCreate: "/api/user/create",
  userLogin: "/api/user/login",
  userRefresh: "/api/user/refresh",
  userLoginToken: "/api/ext/user/login-token",
  userLogout: "/api/ext/user/logout",
  userMe: "/api/user/me?token={{token}}",
  userOrderHistory:
    "/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}",
  userResetPassword: "/api/user/reset-password",
  userCreatePassword: "/api/user/create-password",
  userCheckResetToken: "/api/user/check-reset-token",
  userChangePassword: "/api/user/change-password?token={{token}}",
  wishlist: "/api/ext/user/wishlist?token={{token}}",
  wishlistItem: "/api/ext/user/wishlist/{{productId}}?token={{token}}",
  // §5 cart
  cartCreate: "/api/cart/create?token={{token}}",
  cartPull: "/api/cart/pull?token={{token}}&cartId={{cartId}}",
  cartUpdate: "/api/cart/update?token={{token}}&cartId={{cartId}}",
  // the first line without a cart: the update opens one (after-sales-and-law.md "The cart round trips")
  cartOpen: "/api/cart/update?token={{token}}",
  cartDelete: "/api/cart/delete?token={{token}}&cartId={{cartId}}",
  cartTotals: "/api/cart/totals?token={{token}}&cartId={{cartId}}",
  cartPaymentMethods: "/api/cart/payment-methods?token={{token}}&cartId={{cartId}}",
  cartShippingMethods: "/api/cart/shipping-methods?token={{token}}&cartId={{cartId}}",
  cartShippingInformation: "/api/cart/shipping-information?token={{token}}&cartId={{cartId}}",
  cartCollectTotals: "/api/cart/collect-totals?token={{token}}&cartId={{cartId}}",
  cartApplyCoupon: "/api/cart/apply-coupon?token={{token}}&cartId={{cartId}}&coupon={{coupon}}",
  cartDeleteCoupon: "/api/cart/delete-coupon?token={{token}}&cartId={{cartId}}",
  // cartId is optional here (§5.12), so it is appended only when known rather than templated.
  cartShippingCountries: "/api/ext/cart/shipping-countries?token={{token}}",
  // §6 order
  order: "/api/order?token={{token}}",
  orderView: "/api/ext/order/{{orderNumber}}?token={{token}}",
  orderPayment: "/api/ext/order/{{orderNumber}}/payment?token={{token}}",
  // §7 catalogue
  catalogSearch: "/api/catalog/{{index}}/{{entityType}}/_search",
  urlMap: "/api/url/map",
  stockCheck: "/api/stock/check",
  inpostLockers: "/api/shipping/inpost-lockers",
  stockList: "/api/stock/list",
  renderList: "/api/product/render-list?token={{token}}",
  // §9 reviews
  reviewCreate: "/api/review/create?token={{token}}",
  reviewMine: "/api/ext/review/mine?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}",
  reviewCheck: "/api/ext/review/check?token={{token}}",
  reviewOrder: "/api/ext/review/order/{{orderUuid}}",
  productReviews: "/api/ext/product/{{uuid}}/reviews",
  // §10 content and site data
  countries: "/api/ext/countries",
  sizeTables: "/api/ext/size-tables",
  sizeTable: "/api/ext/size-tables/{{id}}",
  cmsPage: "/api/ext/cms-data/cmsPage/{{id}}",
  cmsBlock: "/api/ext/cms-data/cmsBlock/{{id}}",
  cmsPageByIdentifier: "/api/ext/cms-data/cmsPageIdentifier/{{identifier}}/storeId/{{storeId}}",
  cmsBlockByIdentifier: "/api/ext/cms-data/cmsBlockIdentifier/{{identifier}}/storeId/{{storeId}}",
  cmsFaq: "/api/ext/cms-data/faq",
  cmsPartners: "/api/ext/cms-data/partners",
  cmsConfig: "/api/ext/cms-data/config",
  settingsPublic: "/api/settings/public",
  cmsLayout: "/api/ext/cms-data/layout/{{name}}",
  cmsDraft: "/api/ext/cms-data/draft/{{key}}",
  redirects: "/api/ext/redirects",
  redirectLookup: "/api/ext/redirects/lookup",
  startPage: "/api/ext/start-page?token={{token}}",
  seoSitemap: "/api/ext/seo/sitemap",
  seoRobots: "/api/ext/seo/robots",
  seoFeed: "/api/ext/seo/feed/{{filename}}",
  // §11 newsletter, alerts, contact, analytics
  newsletter: "/api/ext/mailchimp-subscribe/subscribe?token={{token}}",
  newsletterConfirm: "/api/ext/mailchimp-subscribe/confirm",
  stockAlertSubscribe: "/api/ext/stock-alert/subscribe",
  stockAlertConfirm: "/api/ext/stock-alert/confirm",
  stockAlertUnsubscribe: "/api/ext/stock-alert/unsubscribe",
  contact: "/api/ext/contact",
  mailGetToken: "/api/ext/mail-service/get-token",
  mailSendEmail: "/api/ext/mail-service/send-email",
  conversionEvents: "/api/ext/conversion-events",
} as const;

/**
 * The name of one configurable call.
 *
 * @example
 * const name: EndpointName = "cartPull"; DEFAULT_ENDPOINTS[name] // "/api/cart/pull?token={{token}}&cartId={{cartId}}"
 */
export type EndpointName = keyof typeof DEFAULT_ENDPOINTS;

/**
 * URL templates by call name; every value may contain `{{placeholders}}` (api-contract §1.5).
 *
 * @example
 * const endpoints: Partial<EndpointTemplates> = { stockList: "/vsbridge/stock/list" };
 */
export type EndpointTemplates = { readonly [TName in EndpointName]: string };
