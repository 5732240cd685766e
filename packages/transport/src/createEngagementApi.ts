import * as z from "zod/mini";
import type { Transport } from "./createTransport.js";

/**
 * The newsletter status of an e-mail (api-contract §11.1); anything but `"subscribed"` is not subscribed.
 *
 * @example
 * const subscribed = ((await client.newsletter.status(email)) satisfies NewsletterStatus) === "subscribed";
 */
export type NewsletterStatus = "subscribed" | "unsubscribed" | "pending" | "unknown";

/**
 * A server-side conversion event (api-contract §11.5).
 *
 * @example
 * const event: ConversionEvent = { event: "page_view", event_id: uuid, currency: "PLN", value: 0, items: [], url: location.href, consent: true };
 */
export interface ConversionEvent {
  readonly event: "add_to_cart" | "purchase" | "page_view" | "initiate_checkout";
  readonly event_id: string;
  readonly currency: "PLN";
  readonly value: number;
  readonly coupon?: string;
  readonly items: readonly { readonly sku: string; readonly qty: number; readonly price: number }[];
  readonly url: string;
  readonly referrer?: string;
  readonly fbp?: string;
  readonly fbc?: string;
  readonly order_number?: string;
  readonly consent: boolean;
}

const ok = z.unknown();
const statusSchema = z.lazy(() =>
  z.pipe(
    z.string(),
    z.transform(
      (status): NewsletterStatus =>
        status === "subscribed" || status === "unsubscribed" || status === "pending" ? status : "unknown",
    ),
  ),
);

/**
 * Newsletter, back-in-stock alerts, the contact form, the mail service and conversion events
 * (api-contract §11). Each resolves on `code` 200 and throws the transport errors otherwise, except
 * conversion events, which are silent (failures logged).
 *
 * @example
 * const engagement = createEngagementApi(transport);
 * await engagement.newsletter.subscribe({ email: "anna@example.pl", consent: true });
 */
export function createEngagementApi(transport: Transport) {
  const post = async (
    endpoint:
      | "newsletterConfirm"
      | "stockAlertSubscribe"
      | "stockAlertConfirm"
      | "stockAlertUnsubscribe"
      | "contact"
      | "mailSendEmail"
      | "conversionEvents",
    json: unknown,
  ): Promise<void> => {
    await transport.call({ endpoint, method: "POST", json, schema: ok });
  };
  return {
    newsletter: {
      /**
       * `GET ?email=` → the status; `"unknown"` unless the token's account has that e-mail (§11.1).
       * @example const subscribed = (await engagement.newsletter.status(email)) === "subscribed";
       */
      async status(email: string): Promise<NewsletterStatus> {
        return (
          await transport.call({
            endpoint: "newsletter",
            method: "GET",
            query: { email },
            schema: statusSchema,
          })
        ).result;
      },
      /**
       * `POST {email, consent: true, lang?}`: starts double opt-in; success is `code` 200 (behaviour §13.3).
       * @example await engagement.newsletter.subscribe({ email, consent: true, lang: "pl" });
       */
      async subscribe(input: {
        readonly email: string;
        readonly consent: true;
        readonly lang?: "pl" | "de" | "it";
      }): Promise<void> {
        await transport.call({ endpoint: "newsletter", method: "POST", json: input, schema: ok });
      },
      /**
       * `DELETE {email}` with the token's account or an `unsubscribe_token` from a newsletter e-mail.
       * @example await engagement.newsletter.unsubscribe({ email });
       */
      async unsubscribe(input: {
        readonly email: string;
        readonly unsubscribe_token?: string;
      }): Promise<void> {
        await transport.call({ endpoint: "newsletter", method: "DELETE", json: input, schema: ok });
      },
      /**
       * Confirms a subscription with the token from the confirmation e-mail (RB extension); 400
       * `token_invalid` for a used or unknown token.
       * @example await engagement.newsletter.confirm(token);
       */
      confirm(token: string): Promise<void> {
        return post("newsletterConfirm", { token });
      },
    },
    stockAlert: {
      /**
       * Subscribes to a back-in-stock alert for a child or simple sku (§11.2); always 200.
       * @example await engagement.stockAlert.subscribe({ email, sku: "SUK-0193-M", consent: true });
       */
      subscribe(input: {
        readonly email: string;
        readonly sku: string;
        readonly consent: true;
        readonly lang?: "pl" | "de" | "it";
      }): Promise<void> {
        return post("stockAlertSubscribe", input);
      },
      /**
       * Confirms an alert with the token from the e-mail link.
       * @example await engagement.stockAlert.confirm(token);
       */
      confirm(token: string): Promise<void> {
        return post("stockAlertConfirm", { token });
      },
      /**
       * Cancels an alert with the token from the e-mail link.
       * @example await engagement.stockAlert.unsubscribe(token);
       */
      unsubscribe(token: string): Promise<void> {
        return post("stockAlertUnsubscribe", { token });
      },
    },
    /**
     * Sends the contact form (§11.3) with a form token from `mail.getToken()`; `website` is the honeypot.
     * @example await engagement.contact({ name: "Anna", email, message: "Pytanie o zamówienie…", consent: true, form_token, website: "" });
     */
    contact(input: {
      readonly name: string;
      readonly email: string;
      readonly phone?: string;
      readonly subject?: string;
      readonly message: string;
      readonly order_number?: string;
      readonly consent: true;
      readonly form_token: string;
      readonly website?: "";
    }): Promise<void> {
      return post("contact", { website: "", ...input });
    },
    mail: {
      /**
       * A signed, single-use form token valid for 2 h (`GET /api/ext/mail-service/get-token`, §11.4).
       * @example const formToken = await engagement.mail.getToken();
       */
      async getToken(): Promise<string> {
        return (
          await transport.call({
            endpoint: "mailGetToken",
            method: "GET",
            schema: z.string().check(z.minLength(1)),
          })
        ).result;
      },
      /**
       * Sends an e-mail to a whitelisted shop address (`POST /api/ext/mail-service/send-email`, §11.4).
       * @example await engagement.mail.sendEmail({ token, sourceAddress: email, targetAddress: "sklep@example.pl", subject: "…", emailText: "…" });
       */
      sendEmail(input: {
        readonly token: string;
        readonly sourceAddress: string;
        readonly targetAddress: string;
        readonly subject: string;
        readonly emailText: string;
        readonly confirmation?: boolean;
      }): Promise<void> {
        return post("mailSendEmail", input);
      },
    },
    /**
     * Logs a server-side conversion event (§11.5). Silent: a failure is logged and never thrown.
     * @example await engagement.conversionEvent({ event: "add_to_cart", event_id: uuid, currency: "PLN", value: 129.99, items: [{ sku: "SUK-0193-M", qty: 1, price: 129.99 }], url, consent: true });
     */
    async conversionEvent(event: ConversionEvent): Promise<void> {
      try {
        await post("conversionEvents", event);
      } catch (error) {
        transport.logger.error(`Conversion event ${event.event} failed`, error);
      }
    },
  };
}

/**
 * The engagement calls bound to one transport.
 *
 * @example
 * const engagement: EngagementApi = createEngagementApi(transport);
 */
export type EngagementApi = ReturnType<typeof createEngagementApi>;
