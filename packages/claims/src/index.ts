export type { Claim } from "./claim";
export { claimAge, createClaim, readClaim } from "./claim";
export type { ClaimsErrorDetails, ClaimsErrorReason } from "./claimsError";
export { ClaimsError, isClaimsError } from "./claimsError";
export type { Consent, ConsentClaimValue, ConsentPurpose } from "./consent";
export {
  ACCEPT_ALL,
  CONSENT_CLAIM_CODE,
  CONSENT_MAX_AGE_MS,
  CONSENT_VERSION,
  consentAllows,
  consentClaim,
  consentFromClaim,
  REJECT_OPTIONAL,
} from "./consent";
export type { MySize, SizeOffer } from "./mySize";
export {
  MY_SIZE_CLAIM_CODE,
  mySizeClaim,
  mySizeFilterOption,
  mySizeToPreselect,
  readMySize,
} from "./mySize";
export type { StartPageRecord } from "./startPageRecord";
export { planStartPageRecord, START_PAGE_URL_MAX } from "./startPageRecord";
