// The rules of the shop-settings document (issue 25) that more than one part applies: the API validates the
// owner's settings with them, and the order side builds the shopper's tracking link with `trackingUrl`.
// The terms and the privacy policy are built from the settings' company (issue 27); the API stores the
// terms' version on each order.

export { formatIban, isValidIban, normaliseIban } from "./isValidIban.js";
export type {
  LegalDocument,
  LegalDocumentCompany,
  LegalDocumentSection,
  LegalDocumentSettings,
  LegalDocumentVersion,
} from "./legalDocuments.js";
export {
  describeVersion,
  PRIVACY_POLICY_VERSION,
  privacyPolicyDocument,
  TERMS_VERSION,
  termsDocument,
} from "./legalDocuments.js";
export { isAllowedReturnPeriod, MAX_RETURN_PERIOD_DAYS, MIN_RETURN_PERIOD_DAYS } from "./returnPeriod.js";
export { isTrackingUrlTemplate, TRACKING_NUMBER_PLACEHOLDER, trackingUrl } from "./trackingUrl.js";
export {
  DEFAULT_TRANSFER_PAYMENT_DAYS,
  isAllowedTransferPaymentDays,
  MAX_TRANSFER_PAYMENT_DAYS,
  MIN_TRANSFER_PAYMENT_DAYS,
} from "./transferPaymentDays.js";
