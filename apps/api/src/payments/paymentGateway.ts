/**
 * The small interface a payment gateway plugs in behind (issue 12). The shop asks for a session and sends
 * the shopper to its `redirectUrl`; whatever comes back (the shopper's return, a notification) is only a
 * hint: the shop then asks the gateway itself, server to server, what happened to the session.
 */

/** What the shop asks a gateway to charge. */
export interface PaymentSessionRequest {
  /** The order's number, shown on the gateway's page. */
  readonly orderNumber: string;
  /** Exactly the order's grand total, in grosze. */
  readonly amountGrosze: number;
  /** The payment's title ("Zamówienie 000001042"). */
  readonly description: string;
  /** Where the gateway sends the shopper back after paying or cancelling (the shop's order page). */
  readonly returnUrl: string;
  /**
   * A BLIK payment: the 6-digit code from the shopper's bank app. The session then has no page: it stays
   * `pending` until the bank app confirms it, or ends `canceled` at once with {@link PaymentSession.declined}.
   */
  readonly blikCode?: string;
}

/** Why a gateway refused a session at once: the bank refused the code, or the code had expired. */
export type PaymentDecline = "refused" | "expired";

/** A started session: the gateway's reference (not a secret) and the page the shopper opens. */
export interface PaymentSession {
  readonly reference: string;
  /** The page the shopper opens; `""` for a BLIK session (confirmed in the bank app). */
  readonly redirectUrl: string;
  /** Set when the gateway refused the session at once (BLIK). */
  readonly declined?: PaymentDecline;
}

/** A session's state as the gateway reports it. */
export type GatewayPaymentStatus = "pending" | "paid" | "canceled";

/** The gateway's own record of a session (the server-side status lookup). */
export interface GatewayPayment {
  readonly reference: string;
  readonly orderNumber: string;
  readonly amountGrosze: number;
  readonly status: GatewayPaymentStatus;
}

/**
 * A payment gateway: the stand-in of `standInGateway.ts`, or a real one (PayU, Przelewy24, …) behind the
 * same calls.
 *
 * @example
 * const session = await gateway.createSession({ orderNumber, amountGrosze: 26328, description, returnUrl });
 * // later, whatever the shopper's return says:
 * const payment = await gateway.lookup(session.reference); // { status: "paid", amountGrosze: 26328, … }
 */
export interface PaymentGateway {
  /** Starts a session for one payment attempt. */
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /** The session's state, asked of the gateway (never read from the shopper's return). `null`: unknown. */
  lookup(reference: string): Promise<GatewayPayment | null>;
  /** Abandons a session that has not ended (a new attempt replaces it); an ended one is left as it is. */
  abandon(reference: string): Promise<void>;
  /**
   * The page of a session, asked again (a replayed order answer), so the shop never stores the page's
   * address, which opens the payment (after-sales-and-law.md §7). `null`: unknown session.
   */
  redirectUrlOf(reference: string): Promise<string | null>;
  /**
   * Gives back part or all of a paid payment (issue 25). `reference` is the paid session's, or `null` for
   * a payment settled without a session (BLIK in the stand-in). Resolves with the gateway's refund
   * reference once the gateway accepted it; rejects when it refused (the shop then records the failure).
   */
  refund(request: RefundRequest): Promise<{ readonly refundReference: string }>;
}

/** A refund the shop asks a gateway for, in grosze. */
export interface RefundRequest {
  readonly reference: string | null;
  readonly orderNumber: string;
  readonly amountGrosze: number;
}
