export type {
  AdditionalComments,
  BuildOrderInput,
  OrderAddress,
  OrderDraft,
  OrderLine,
} from "./buildOrder.js";
export { buildOrder } from "./buildOrder.js";
export type { CheckoutConfig } from "./checkoutConfig.js";
export { defaultCheckoutConfig } from "./checkoutConfig.js";
export type { SavedCheckoutDetails } from "./checkoutDetailsStorage.js";
export {
  CHECKOUT_STORAGE_KEYS,
  restoreCheckoutDetails,
  savedCheckoutDetails,
} from "./checkoutDetailsStorage.js";
export type { CheckoutErrorReason } from "./checkoutError.js";
export { CheckoutError, isCheckoutError } from "./checkoutError.js";
export type { CheckoutMessage } from "./checkoutMessages.js";
export { checkoutMessages, plCheckoutMessages, translate } from "./checkoutMessages.js";
export type {
  CheckoutState,
  OrderDataForTotals,
  PaymentDetails,
  PersonalDetails,
  ShippingDetails,
  TotalsAddress,
} from "./checkoutState.js";
export {
  initialCheckoutState,
  isUserInCheckout,
  orderDataForTotals,
  personalDetailsFromProfile,
  shippingDetailsWithCountry,
  withDefaultCountries,
} from "./checkoutState.js";
export type { StockCheckedLine, StockCheckResult, StockCheckTask } from "./checkStockBeforeSubmit.js";
export { checkStockBeforeSubmit } from "./checkStockBeforeSubmit.js";
export {
  alphabetOnly,
  city,
  email,
  firstError,
  greaterThanZero,
  minLength,
  password,
  phone,
  quantity,
  required,
  sameAs,
  searchTerm,
} from "./formRules.js";
export type { CustomerAddress, InvoiceCustomer, InvoiceDetails, InvoiceErrors } from "./invoiceDetails.js";
export {
  emptyInvoiceDetails,
  invoiceAddressIndex,
  isInvoiceAddress,
  loadInvoiceDetails,
  saveInvoiceDetails,
  validateInvoiceDetails,
} from "./invoiceDetails.js";
export { formatPostcode, isValidPostcode } from "./isValidPostcode.js";
export { isValidNip, nipCheckDigit, normalizeNip } from "./nip.js";
export type {
  Notification,
  NotificationsAction,
  NotificationsState,
  ScheduleRemovalEffect,
  ShownNotification,
} from "./notificationsReducer.js";
export {
  initialNotificationsState,
  NOTIFICATION_TTL_MS,
  notificationsReducer,
  productAlertNotification,
} from "./notificationsReducer.js";
export { orderAddressLines } from "./orderAddressLines.js";
export type { PaymentMethod } from "./paymentMethods.js";
export {
  CASH_ON_DELIVERY,
  cartDefaultPaymentMethod,
  defaultPaymentMethod,
  mergeServerPaymentMethods,
  preselectPaymentMethod,
  visiblePaymentMethods,
} from "./paymentMethods.js";
export type {
  BeginOrderResult,
  CheckoutNotification,
  CompleteOrderResult,
  OfflineOrderAnswer,
  Order,
  OrderAnswer,
  OrderAttempt,
  OrderEffect,
  OrderRequest,
  OrderSession,
} from "./placeOrder.js";
export {
  beginOrder,
  completeOrder,
  offlineOrderNotification,
  orderContentHash,
  orderRequest,
  ordersToTransmit,
  planReconnection,
  replayOfflineOrder,
} from "./placeOrder.js";
export type { PaymentMethodsSyncPlan } from "./planPaymentMethodsSync.js";
export { paymentMethodsFromShippingInformation, planPaymentMethodsSync } from "./planPaymentMethodsSync.js";
export type { CheckoutErrorSection } from "./recheckField.js";
export { recheckField } from "./recheckField.js";
export type { SavedAddressChoice } from "./savedAddresses.js";
export { isShippingAddressEmpty, savedAddressChoices, shippingDetailsFromAddress } from "./savedAddresses.js";
export type { ServerFieldErrors, ServerIssue } from "./serverFieldErrors.js";
export { serverFieldErrors } from "./serverFieldErrors.js";
export type { ShippingMethod } from "./shippingMethods.js";
export {
  cartDefaultShippingMethod,
  defaultShippingMethod,
  preselectShippingMethod,
  serverShippingMethods,
} from "./shippingMethods.js";
export type { ShippingMethodsRequestBody } from "./shippingMethodsRequestBody.js";
export { shippingMethodsRequestBody } from "./shippingMethodsRequestBody.js";
export type {
  AddressField,
  CheckoutFormInput,
  CheckoutFormResult,
  SectionErrors,
} from "./validateCheckoutForm.js";
export { validateCheckoutForm } from "./validateCheckoutForm.js";
