import type { FastifyRequest } from "fastify";
import { PAYMENT_NOTIFY_PATH } from "../payments/paymentSignature.js";

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The paths whose raw JSON body is kept for the handler (a signature is over the exact bytes). */
const KEEPS_RAW: ReadonlySet<string> = new Set([PAYMENT_NOTIFY_PATH]);

/**
 * Keeps a request's body text as it arrived, for the paths that verify a signature over it (the payment
 * gateway's notification); other requests keep nothing.
 *
 * @example
 * keepRawBody(request, body); // in the JSON content-type parser
 */
export function keepRawBody(request: FastifyRequest, body: string): void {
  if (KEEPS_RAW.has(request.url.split("?")[0] ?? "")) rawBodies.set(request, body);
}

/**
 * The body text of a request as it arrived ({@link keepRawBody}), or `undefined`.
 *
 * @example
 * verifyPaymentSignature(secret, rawBodyOf(request) ?? "", header);
 */
export function rawBodyOf(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}
