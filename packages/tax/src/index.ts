// Public API of @outlet/tax: VAT rule and rate matching and every price field with its tax and incl-tax
// variant, computed in integer grosze. Everything is pure.
export type { ApplyTaxToProductOptions } from "./applyTaxToProduct";
export { applyTaxToProduct } from "./applyTaxToProduct";
export type {
  CalculateProductTaxOptions,
  TaxableProduct,
  TaxedPriceFields,
  TaxedProduct,
} from "./calculateProductTax";
export { calculateProductTax } from "./calculateProductTax";
export type {
  MatchedTaxRate,
  TaxGroupSettings,
  TaxRate,
  TaxRateQuery,
  TaxRule,
  TaxRuleQuery,
} from "./findTaxRule";
export { findTaxRate, findTaxRule, matchTaxRate, taxGroup } from "./findTaxRule";
export { orderTotalTaxGrosze } from "./orderTotalTax";
export type { TaxErrorDetails, TaxErrorReason } from "./taxError";
export { isTaxError, TaxError } from "./taxError";
export type { PriceParts, TaxRateValue } from "./taxRate";
export {
  addTaxToNet,
  parseTaxRate,
  splitGross,
  taxFromGross,
  taxFromGrossGrosze,
  taxFromNetGrosze,
} from "./taxRate";
