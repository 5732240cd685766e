import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "@outlet/orders";
import { useQuery } from "@tanstack/react-query";
import { adminFetch } from "../api/adminFetch";

/** The lifecycle's statuses as choices of the status filter (Polish labels from @outlet/orders). */
export const ORDER_STATUS_CHOICES = ORDER_STATUSES.map((id) => ({ id, name: ORDER_STATUS_LABELS[id] }));

/** A payment or delivery method as the back office names it: its code and the shop's own title. */
export interface MethodChoice {
  readonly id: string;
  readonly name: string;
}

/** The shop's payment methods (by code) and deliveries (by carrier code), named as the checkout names them. */
export interface MethodNames {
  readonly payment: readonly MethodChoice[];
  readonly delivery: readonly MethodChoice[];
}

/** A method's name among `choices`, else its code (a method the shop no longer offers). */
export const methodName = (choices: readonly MethodChoice[], code: string): string =>
  choices.find((choice) => choice.id === code)?.name ?? code;

/**
 * The payment and delivery methods' names from the API (`GET /api/admin/methods`: the titles of the shop's
 * method documents), so the back office says what the shop and its mails say (s21); read once per session.
 *
 * @example
 * const { payment } = useMethodNames(); methodName(payment, "banktransfer"); // "Przelew bankowy"
 */
export function useMethodNames(): MethodNames {
  const { data } = useQuery({
    queryKey: ["admin-methods"],
    queryFn: () => adminFetch<MethodNames>("/api/admin/methods"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? { payment: [], delivery: [] };
}
