export { ceneoFeedBody } from "./ceneoFeedBody.js";
export type { FeedFormat, FeedRow } from "./feedBody.js";
export { feedBody, xmlEscape } from "./feedBody.js";
export type { FeedItem, FeedOrigins } from "./productFeedItems.js";
export { productFeedItems } from "./productFeedItems.js";
