/**
 * A payment method (transactions.md §3).
 *
 * @example
 * ```ts
 * const method: PaymentMethod = { code: "przelewy24", title: "Przelewy24", default: true };
 * ```
 */
export interface PaymentMethod {
  readonly code: string;
  readonly title?: string;
  readonly cost_incl_tax?: number;
  readonly default?: boolean;
  readonly is_server_method?: boolean;
}

/**
 * The cash-on-delivery code hidden for virtual carts.
 *
 * @example
 * ```ts
 * methods.some((method) => method.code === CASH_ON_DELIVERY);
 * ```
 */
export const CASH_ON_DELIVERY = "cashondelivery";

/**
 * The payment method for server totals: the first with `default`, else the first, else `null`
 * (behaviour.md §10.2). Pure.
 *
 * @example
 * ```ts
 * defaultPaymentMethod([{ code: "przelewy24" }, { code: "cashondelivery", default: true }])?.code; // "cashondelivery"
 * ```
 */
export function defaultPaymentMethod<TMethod extends PaymentMethod>(
  methods: readonly TMethod[],
): TMethod | null {
  return methods.find((method) => method.default) ?? methods[0] ?? null;
}

/**
 * Merges the backend's payment methods into the checkout list: the current non-server methods, then
 * each backend method whose `code` is not among them, flagged `is_server_method: true`. `added` are the
 * appended ones, for the `set-unique-payment-methods` event (behaviour.md §10.2). Pure.
 *
 * @example
 * ```ts
 * mergeServerPaymentMethods([{ code: "checkmo" }], [{ code: "checkmo" }, { code: "payu" }]).added;
 * // [{ code: "payu", is_server_method: true }]
 * ```
 */
export function mergeServerPaymentMethods<TMethod extends PaymentMethod>(
  current: readonly TMethod[],
  backend: readonly unknown[],
): {
  readonly methods: (TMethod | (PaymentMethod & { is_server_method: true }))[];
  readonly added: (PaymentMethod & { is_server_method: true })[];
} {
  const local = current.filter((method) => !method.is_server_method);
  const known = new Set(local.map((method) => method.code));
  const added: (PaymentMethod & { is_server_method: true })[] = [];
  for (const candidate of backend) {
    if (typeof candidate !== "object" || candidate === null) continue;
    const method = candidate as PaymentMethod;
    if (typeof method.code !== "string" || known.has(method.code)) continue;
    known.add(method.code);
    added.push({ ...method, is_server_method: true });
  }
  return { methods: [...local, ...added], added };
}

/**
 * The payment methods the shopper sees: all, except cash on delivery when the cart is virtual
 * (transactions.md §4, behaviour.md §10.2). Pure.
 *
 * @example
 * ```ts
 * visiblePaymentMethods([{ code: "cashondelivery" }, { code: "payu" }], true); // [{ code: "payu" }]
 * ```
 */
export function visiblePaymentMethods<TMethod extends PaymentMethod>(
  methods: readonly TMethod[],
  isVirtualCart: boolean,
): TMethod[] {
  return methods.filter((method) => !(isVirtualCart && method.code === CASH_ON_DELIVERY));
}

/**
 * The payment the form shows as chosen: the chosen code while it is visible, else the first visible
 * method, else `null` (behaviour.md §10.2, decision: no literal cash-on-delivery fallback). Pure.
 *
 * @example
 * ```ts
 * preselectPaymentMethod("cashondelivery", [{ code: "payu" }])?.code; // "payu"
 * ```
 */
export function preselectPaymentMethod<TMethod extends PaymentMethod>(
  chosenCode: string | null | undefined,
  visible: readonly TMethod[],
): TMethod | null {
  return visible.find((method) => method.code === chosenCode) ?? visible[0] ?? null;
}

/**
 * The cart's payment default when it has none: the first visible method with a truthy `default`, or
 * `null` (behaviour.md §10.2 `setDefaultCheckoutMethods`, "possibly none"). Pure.
 *
 * @example
 * ```ts
 * cartDefaultPaymentMethod([{ code: "payu" }]); // null
 * ```
 */
export function cartDefaultPaymentMethod<TMethod extends PaymentMethod>(
  visible: readonly TMethod[],
): TMethod | null {
  return visible.find((method) => method.default) ?? null;
}
