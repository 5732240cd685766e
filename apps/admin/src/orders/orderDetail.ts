import { keptUnitsGrosze } from "@outlet/after-sales";
import type { OrderAfterSalesAnswer } from "@outlet/contract";
import type { PaymentSummary } from "@outlet/orders";
import { fromGrosze, toGrosze } from "@outlet/pricing";
import type { RaRecord } from "ra-core";

/** An address as the order stores it (billing with the invoice's company and NIP when given). */
export interface OrderAddress {
  readonly firstname?: string;
  readonly lastname?: string;
  readonly company?: string;
  readonly vat_id?: string;
  readonly street?: readonly string[];
  readonly postcode?: string;
  readonly city?: string;
  readonly country_id?: string;
  readonly telephone?: string;
  readonly email?: string;
}

/** One line of the order: options (size, colour, a custom option such as an engraving's text). */
export interface OrderItem {
  readonly item_id: number;
  readonly sku: string;
  readonly name: string;
  readonly qty_ordered: number;
  /** Units the shopper withdrew before dispatch: they left the order and are not packed. */
  readonly qty_canceled?: number;
  readonly price_incl_tax: number;
  readonly row_total_incl_tax: number;
  readonly product_options?: { readonly attributes_info?: readonly { label: string; value: string }[] };
}

/** The units of a line still to pack and ship: ordered minus those withdrawn before dispatch. Pure. */
export const unitsToShip = (item: OrderItem): number => item.qty_ordered - (item.qty_canceled ?? 0);

/**
 * The line as it ships: the units left and what they are worth (złoty), the units withdrawn before dispatch
 * taken out at the price the refund counted them (`keptUnitsGrosze` of `@outlet/after-sales`). Pure.
 */
export function lineAsShipped(item: OrderItem): { readonly qty: number; readonly total: number } {
  const dropped = Math.min(item.qty_canceled ?? 0, item.qty_ordered);
  if (dropped === 0) return { qty: item.qty_ordered, total: item.row_total_incl_tax };
  const line = toGrosze(item.row_total_incl_tax);
  return { qty: unitsToShip(item), total: fromGrosze(keptUnitsGrosze(line, item.qty_ordered, dropped)) };
}

/** What a line says of its units withdrawn before dispatch, or `null` when none were. Pure. */
export const withdrawnBeforeDispatchNote = (item: OrderItem): string | null =>
  (item.qty_canceled ?? 0) > 0
    ? `Odstąpienie przed wysyłką: ${item.qty_canceled} szt. usunięto z zamówienia (nie pakować)`
    : null;

/** One entry of the order's timeline (staff view: who, when in Warsaw, and every mail). */
export interface TimelineItem {
  readonly at: string;
  readonly at_warsaw: string;
  readonly type: string;
  readonly actor: { readonly kind: string; readonly id: number | null; readonly email: string | null };
  readonly summary: string;
}

/** The lifecycle's part of the order (money in grosze). */
export interface OrderLifecycleView {
  readonly status: string;
  readonly status_label: string;
  readonly payment_kind: "online" | "transfer" | "cash_on_delivery";
  readonly delivery: string;
  readonly total_grosze: number;
  readonly paid_grosze: number;
  readonly refunded_grosze: number;
  readonly shipment: null | {
    readonly carrier_code: string;
    readonly carrier_name: string;
    readonly tracking_number: string;
    readonly tracking_url: string | null;
    readonly shipped_at: string;
  };
  readonly delivered_on: string | null;
}

/** An action the API allows this staff member on this order now. */
export interface OrderAction {
  readonly type: string;
  readonly label: string;
}

/** `GET /api/admin/orders/{number}`, with react-admin's id (the order number). */
export interface OrderDetailRecord extends RaRecord<string> {
  readonly order: {
    readonly increment_id: string;
    readonly created_at: string;
    readonly customer_email: string;
    readonly grand_total: number;
    readonly shipping_description?: string;
    readonly items: readonly OrderItem[];
    readonly billing_address?: OrderAddress;
    readonly payment?: { readonly method: string; readonly title?: string };
    readonly extension_attributes?: {
      readonly shipping_assignments?: readonly {
        readonly shipping?: { readonly address?: OrderAddress; readonly method?: string };
      }[];
    };
    readonly comments?: { readonly delivery_comment?: string; readonly order_comment?: string };
    readonly inpost_locker?: { code: string; name: string; street: string; postcode: string; city: string };
    readonly pickup_location?: {
      readonly name?: string;
      readonly street?: string;
      readonly house?: string;
      readonly postcode?: string;
      readonly city?: string;
    };
    readonly total_segments?: readonly { code: string; title: string; value: number }[];
  };
  readonly lifecycle: OrderLifecycleView;
  /** What the payment box says (`@outlet/orders` `paymentSummary`). */
  readonly payment_summary: PaymentSummary;
  /**
   * An unpaid transfer's deadline (`@outlet/orders` `transferPaymentDeadline`): the last day (`YYYY-MM-DD`,
   * Warsaw) and its last instant; the shop cancels the order after it (s23). `null` otherwise.
   */
  readonly transfer_deadline?: {
    readonly lastDay: string;
    readonly endsAt: number;
    readonly days: number;
  } | null;
  /** Whether the packing list is offered (`@outlet/orders` `packingListOffered`). */
  readonly packing_list: boolean;
  /** Returned / partly returned and refunded (`@outlet/after-sales` `orderAfterSales`), or null. */
  readonly after_sales?: OrderAfterSalesAnswer | null;
  readonly actions: readonly OrderAction[];
  readonly carriers: readonly { readonly code: string; readonly name: string }[];
  readonly timeline: readonly TimelineItem[];
}
