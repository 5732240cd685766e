// The rules of the shop-settings document (issue 25) that more than one part applies: the API validates the
// owner's settings with them, and the order side builds the shopper's tracking link with `trackingUrl`.
export { isValidIban, normaliseIban } from "./isValidIban.js";
export { isAllowedReturnPeriod, MAX_RETURN_PERIOD_DAYS, MIN_RETURN_PERIOD_DAYS } from "./returnPeriod.js";
export { isTrackingUrlTemplate, TRACKING_NUMBER_PLACEHOLDER, trackingUrl } from "./trackingUrl.js";
