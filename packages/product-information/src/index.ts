export type {
  ProductInformationOptions,
  ProductInformationProblem,
  ProductInformationReason,
} from "./checkProductInformation";
export { checkProductInformation, isPhysicalProductType, manufacturerOf } from "./checkProductInformation";
export { feedMaterial, formatComposition } from "./formatComposition";
export { PERMITTED_FIBRES } from "./permittedFibres";
export type { SafetyInformationInput } from "./safetyInformation";
export { safetyInformation } from "./safetyInformation";
