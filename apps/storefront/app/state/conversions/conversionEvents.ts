import { fromGrosze, toGrosze } from "@outlet/pricing";
import type { ConversionEvent } from "@outlet/transport";

/**
 * A product as the conversion events read it: a cart line or an order's product.
 *
 * @example
 * const line: ConversionLine = { sku: "SZA-2892", qty: 2, price_incl_tax: 59.99 };
 */
export interface ConversionLine {
  readonly sku?: string | number | null | undefined;
  readonly qty?: number | string | null | undefined;
  readonly price_incl_tax?: number | string | null | undefined;
}

/**
 * What the conversion events need: whether they are configured (`CONVERSION_EVENTS`), the silent sink
 * (`POST /api/ext/conversion-events`, api-contract.md §11.5) and the page they come from.
 *
 * @example
 * const deps: ConversionDeps = { enabled: true, send, randomUUID: () => crypto.randomUUID(), url: () => location.href };
 */
export interface ConversionDeps {
  /** Off unless configured. @default false */
  readonly enabled: boolean;
  /**
   * Whether the shopper allowed marketing right now (the events carry the ad platform's `_fbp` / `_fbc`
   * cookies): without it nothing is read or sent. Asked at each event, so a later decision counts.
   */
  readonly allowed: () => boolean;
  readonly send: (event: ConversionEvent) => Promise<unknown>;
  readonly randomUUID: () => string;
  readonly url: () => string;
  /** `document.referrer`, sent when non-empty. */
  readonly referrer?: () => string;
  /** `document.cookie`: the ad platform's `_fbp` / `_fbc` tracking cookies travel with the event. */
  readonly cookies?: () => string;
  readonly log?: (message: string, detail?: unknown) => void;
}

/** Integer grosze of a price in PLN (conventions: money never travels as a float to be re-parsed). */
const grosze = (value: unknown): number => {
  const number = typeof value === "string" ? Number.parseFloat(value) : Number(value);
  return Number.isFinite(number) && number > 0 ? toGrosze(number) : 0;
};

const quantity = (value: unknown): number => {
  const number = Math.trunc(Number(value));
  return number >= 1 ? Math.min(number, 999) : 1;
};

const cookie = (cookies: string, name: string): string | undefined => {
  const found = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
};

/**
 * The conversion events of transactions.md §7 (`add_to_cart`, `purchase`): sent silently, only when
 * configured. A failing sink is logged and never reaches the shopper (nothing is thrown or awaited by the
 * caller). Values are PLN incl. tax, summed in grosze.
 *
 * @example
 * const conversions = createConversionEvents({ enabled: true, send: api.conversionEvent, randomUUID, url });
 * conversions.addToCart([{ sku: "SZA-2892", qty: 1, price_incl_tax: 59.99 }]); // value 59.99
 */
export function createConversionEvents(deps: ConversionDeps) {
  const log = deps.log ?? (() => {});

  function emit(
    event: "add_to_cart" | "purchase",
    lines: readonly ConversionLine[],
    extra: { readonly valueGrosze?: number | undefined; readonly orderNumber?: string | undefined } = {},
  ): Promise<void> {
    if (!deps.enabled || !deps.allowed()) return Promise.resolve();
    try {
      const items = lines
        .filter((line) => line.sku !== null && line.sku !== undefined && String(line.sku) !== "")
        .slice(0, 100)
        .map((line) => ({
          sku: String(line.sku),
          qty: quantity(line.qty),
          priceGrosze: grosze(line.price_incl_tax),
        }));
      const valueGrosze =
        extra.valueGrosze ?? items.reduce((sum, item) => sum + item.priceGrosze * item.qty, 0);
      const cookies = deps.cookies?.() ?? "";
      const fbp = cookie(cookies, "_fbp");
      const fbc = cookie(cookies, "_fbc");
      const referrer = deps.referrer?.() ?? "";
      const body: ConversionEvent = {
        event,
        event_id: deps.randomUUID(),
        currency: "PLN",
        value: fromGrosze(valueGrosze),
        items: items.map((item) => ({ sku: item.sku, qty: item.qty, price: fromGrosze(item.priceGrosze) })),
        url: deps.url(),
        consent: true,
        ...(referrer ? { referrer } : {}),
        ...(fbp ? { fbp } : {}),
        ...(fbc ? { fbc } : {}),
        ...(extra.orderNumber ? { order_number: extra.orderNumber } : {}),
      };
      return deps.send(body).then(
        () => undefined,
        (error: unknown) => {
          log(`conversion event ${event} failed`, error);
        },
      );
    } catch (error) {
      log(`conversion event ${event} failed`, error);
      return Promise.resolve();
    }
  }

  return {
    /** `add_to_cart` with the lines just added; the value is their sum. */
    addToCart(lines: readonly ConversionLine[]): Promise<void> {
      return emit("add_to_cart", lines);
    },
    /** `purchase` with the order's products, the server's grand total (PLN) and the order number. */
    purchase(input: {
      readonly products: readonly ConversionLine[];
      readonly grandTotal?: number | null | undefined;
      readonly orderNumber?: string | null | undefined;
    }): Promise<void> {
      return emit("purchase", input.products, {
        valueGrosze: typeof input.grandTotal === "number" ? grosze(input.grandTotal) : undefined,
        orderNumber: input.orderNumber ?? undefined,
      });
    },
  };
}

/**
 * The conversion events type.
 *
 * @example
 * const conversions: ConversionEvents = createConversionEvents(deps);
 */
export type ConversionEvents = ReturnType<typeof createConversionEvents>;
