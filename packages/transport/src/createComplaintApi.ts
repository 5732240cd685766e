import * as z from "zod/mini";
import type { Transport } from "./createTransport.js";

/** How the shopper reaches an order's complaints: the guest's secret from the order link, else the session's token. */
export interface ComplaintProof {
  readonly secret?: string | undefined;
}

/** One line of the order and whether it may be complained about now. */
export interface ComplaintLine {
  readonly item_id: number;
  readonly sku: string;
  readonly name: string;
  readonly can_complain: boolean;
  readonly closes_on: string | null;
  readonly reason: string | null;
  /** The line's complaint still waiting for the shop's answer (a second one is refused until it is decided). */
  readonly open_complaint?: { readonly id: number; readonly reference: string } | null;
}

/** A complaint as the API shows it to its shopper. */
export interface ComplaintView {
  readonly id: number;
  readonly reference: string;
  readonly item_id: number;
  readonly product_name: string;
  readonly description: string;
  readonly remedy_label: string;
  readonly ground_label: string | null;
  readonly status: "submitted" | "accepted" | "rejected";
  readonly status_label: string;
  readonly received_at: string;
  readonly deadline_day: string;
  readonly answer: {
    readonly decision: "accepted" | "rejected";
    readonly by: "staff" | "system";
    readonly remedy_label: string | null;
    readonly note: string | null;
    readonly reason: string | null;
  } | null;
  /** The photos' paths on the API, read with {@link createComplaintApi}'s `photo`. */
  readonly photos: readonly { readonly position: number; readonly url: string }[];
}

/** What the order's complaints endpoint answers: the lines, the remedies and grounds, the limits, the complaints. */
export interface OrderComplaints {
  readonly lines: readonly ComplaintLine[];
  readonly remedies: readonly {
    readonly code: string;
    readonly label: string;
    readonly needs_ground: boolean;
  }[];
  readonly grounds: readonly { readonly code: string; readonly label: string }[];
  readonly max_photos: number;
  readonly max_photo_bytes: number;
  readonly complaints: readonly ComplaintView[];
}

// the API's answers are checked for their identifying fields; the rest is read as the interfaces say
const complaintsSchema = z.lazy(() =>
  z.looseObject({ lines: z.array(z.unknown()), complaints: z.array(z.unknown()) }),
);
const complaintSchema = z.lazy(() => z.looseObject({ id: z.number(), reference: z.string() }));

const secretQuery = (proof: ComplaintProof) => (proof.secret ? { secret: proof.secret } : {});

/**
 * An order's complaints (issue 26, RB extension `/api/ext/order/{n}/complaints`): what may be complained
 * about and what was, a new complaint with its photos as one `multipart/form-data` upload, and a photo as a
 * file. The customer's token travels as the transport places it (a header, never in an image address); a
 * guest proves the order with its link's secret.
 *
 * @example
 * const complaints = createComplaintApi(transport);
 * const { lines } = await complaints.load("000000042", { secret });
 */
export function createComplaintApi(transport: Transport) {
  return {
    /**
     * `GET /api/ext/order/{orderNumber}/complaints`: the lines, remedies, grounds, limits and complaints.
     * @example const data = await complaints.load("000000042", { secret });
     */
    async load(orderNumber: string, proof: ComplaintProof = {}): Promise<OrderComplaints> {
      const result = (
        await transport.call({
          endpoint: { template: "/api/ext/order/{{orderNumber}}/complaints?token={{token}}" },
          method: "GET",
          params: { orderNumber },
          query: secretQuery(proof),
          headers: { "Accept-Language": "pl" },
          schema: complaintsSchema,
        })
      ).result;
      return result as unknown as OrderComplaints;
    },

    /**
     * `POST /api/ext/order/{orderNumber}/complaints`: a complaint (`item_id`, `description`, `remedy`, `ground`,
     * `photos`) as `multipart/form-data`; a refusal is an `HttpError` whose issues name the form's fields.
     * @example const created = await complaints.send("000000042", form, { secret });
     */
    async send(orderNumber: string, form: FormData, proof: ComplaintProof = {}): Promise<ComplaintView> {
      const result = (
        await transport.call({
          endpoint: { template: "/api/ext/order/{{orderNumber}}/complaints?token={{token}}" },
          method: "POST",
          params: { orderNumber },
          query: secretQuery(proof),
          headers: { "Accept-Language": "pl" },
          form,
          schema: complaintSchema,
        })
      ).result;
      return result as unknown as ComplaintView;
    },

    /**
     * One photo of a complaint (a `photos[].url` path) as a file, fetched with the same proof as the list.
     * @example const file = await complaints.photo(view.photos[0].url, { secret });
     */
    photo(path: string, proof: ComplaintProof = {}): Promise<Blob> {
      return transport.binary({
        endpoint: { template: `${path}?token={{token}}` },
        method: "GET",
        query: secretQuery(proof),
      });
    },
  };
}

/** The complaint calls of the client (`client.complaints`). */
export type ComplaintApi = ReturnType<typeof createComplaintApi>;
