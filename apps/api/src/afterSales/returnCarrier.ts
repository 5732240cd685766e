import { randomInt } from "node:crypto";
import type { AppContext } from "../context.js";

/** What a return carrier is asked for: a code the shopper gives at a parcel locker. */
export interface ReturnCarrier {
  /**
   * Issues a return code for a withdrawal's parcel (InPost's "zwrot bez etykiety").
   *
   * @example
   * const { code } = await carrier.issueReturnCode({ orderNumber: "000000042", withdrawalId: 7 }); // "ZWR-4KQ7-M2XP"
   */
  issueReturnCode(request: { readonly orderNumber: string; readonly withdrawalId: number }): Promise<{
    readonly code: string;
  }>;
}

// no 0/O, 1/I: the code is read off a screen and typed on a locker's keypad
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const group = (): string => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/**
 * The stand-in return carrier (after-sales-and-law.md §3): issues codes like `ZWR-XXXX-XXXX` without any
 * network, as the payment stand-in does for payments. A real InPost client goes behind the same interface.
 *
 * @example
 * await createStandInReturnCarrier().issueReturnCode({ orderNumber: "000000042", withdrawalId: 7 });
 */
export function createStandInReturnCarrier(): ReturnCarrier {
  return {
    async issueReturnCode() {
      return { code: `ZWR-${group()}-${group()}` };
    },
  };
}

const carriers = new WeakMap<AppContext, ReturnCarrier>();

/**
 * The server's return carrier: the stand-in (memoised per server).
 *
 * @example
 * const { code } = await returnCarrier(context).issueReturnCode({ orderNumber, withdrawalId });
 */
export function returnCarrier(context: AppContext): ReturnCarrier {
  const known = carriers.get(context);
  if (known) return known;
  const carrier = createStandInReturnCarrier();
  carriers.set(context, carrier);
  return carrier;
}
