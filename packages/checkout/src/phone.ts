// The `@outlet/checkout/phone` entry: the numbering-plan validator (libphonenumber-js and its metadata),
// apart from the main entry so that importing the other checkout rules never pulls it in (issue 28).
export { isPhoneNumber } from "./isPhoneNumber.js";
