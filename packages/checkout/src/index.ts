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
export type {
  CheckoutDecisions,
  Delivery,
  DeliveryKind,
  MethodChoice,
  ParcelLocker,
} from "./checkoutDelivery.js";
export {
  BLIK,
  blikCodeOf,
  chosenPaymentMethod,
  chosenShippingMethod,
  deliveryOf,
  effectivePaymentDetails,
  effectiveShippingDetails,
  INPOST_CARRIER,
  isBillingFormShown,
  orderChoices,
  orderComments,
} from "./checkoutDelivery.js";
export type { SavedCheckoutDetails } from "./checkoutDetailsStorage.js";
export { checkoutDetailsStorage } from "./checkoutDetailsStorage.js";
export type { CheckoutErrorReason } from "./checkoutError.js";
export { CheckoutError, isCheckoutError } from "./checkoutError.js";
export type { CheckoutMessage } from "./checkoutMessages.js";
export { checkoutMessages, plCheckoutMessages } from "./checkoutMessages.js";
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
} from "./checkoutState.js";
export type {
  CheckoutEffect,
  CheckoutEvent,
  CheckoutTransitionResult,
  CheckoutTransitionState,
} from "./checkoutTransition.js";
export { checkoutTransition } from "./checkoutTransition.js";
export type { StockCheckedLine, StockCheckResult, StockCheckTask } from "./checkStockBeforeSubmit.js";
export { checkStockBeforeSubmit } from "./checkStockBeforeSubmit.js";
export {
  DIGITAL_CONTENT_CONSENT,
  DIGITAL_CONTENT_CONSENT_REQUIRED,
  DIGITAL_CONTENT_TYPE,
  hasDigitalContent,
} from "./digitalContent.js";
export type { PhoneNumberValidator } from "./formRules.js";
export { formRules } from "./formRules.js";
export type { CustomerAddress, InvoiceCustomer, InvoiceDetails, InvoiceErrors } from "./invoiceDetails.js";
export { emptyInvoiceDetails, loadInvoiceDetails, saveInvoiceDetails } from "./invoiceDetails.js";
export { formatPostcode, isValidPostcode, requestPostcode } from "./isValidPostcode.js";
export { isValidNip } from "./nip.js";
export type {
  Notification,
  NotificationsAction,
  NotificationsState,
  ScheduleRemovalEffect,
  ShownNotification,
} from "./notificationsReducer.js";
export { notificationsReducer } from "./notificationsReducer.js";
export { type AddressRecord, orderAddressLines, streetLine } from "./orderAddressLines.js";
export { type DeliveryViewOrder, type OrderDeliveryView, orderDeliveryView } from "./orderDeliveryView.js";
export type { PaymentMethod } from "./paymentMethods.js";
export {
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
export { preselectShippingMethod, serverShippingMethods, shippingMethodName } from "./shippingMethods.js";
export type { ShippingMethodsRequestBody } from "./shippingMethodsRequestBody.js";
export { shippingMethodsRequestBody } from "./shippingMethodsRequestBody.js";
export type {
  AddressField,
  CheckoutFormInput,
  CheckoutFormResult,
  SectionErrors,
  ValidateCheckoutFormOptions,
} from "./validateCheckoutForm.js";
export { validateCheckoutForm } from "./validateCheckoutForm.js";
export type { OrderOffers, OrderRequestIssue, OrderRequestVerdict } from "./validateOrderRequest.js";
export { validateOrderRequest } from "./validateOrderRequest.js";
