import type { ComplaintApi, ComplaintView, OrderComplaints } from "@outlet/transport";
import { isHttpError } from "../../lib/httpError";

export type { ComplaintLine, ComplaintView, OrderComplaints } from "@outlet/transport";

/** How the shopper reaches an order: the customer's token, or the guest's secret from the order link. */
export interface OrderAccess {
  readonly secret?: string | undefined;
  readonly token?: string | undefined;
}

/** Where the complaint calls come from: the shop's client (`@outlet/transport`, which speaks HTTP). */
export interface ComplaintClientSource {
  client(): Promise<{ readonly complaints: ComplaintApi }>;
}

/** A refused request: its status and the API's issues by field (already in Polish). */
export class ComplaintRequestError extends Error {
  override readonly name = "ComplaintRequestError" as const;
  constructor(
    readonly status: number,
    readonly fields: Readonly<Record<string, string>>,
    message: string,
    /** A complaint on the same line still waiting for an answer (the refusal `already_open`), if that was why. */
    readonly openComplaint: { readonly id: number; readonly reference: string } | null = null,
  ) {
    super(message);
  }
}

/**
 * The order's lines, remedies, grounds and complaints; the customer's token goes as the client places it.
 *
 * @example
 * const data = await loadComplaints(shop, "000000042", { secret });
 */
export async function loadComplaints(
  shop: ComplaintClientSource,
  orderNumber: string,
  access: OrderAccess,
): Promise<OrderComplaints> {
  return (await shop.client()).complaints.load(orderNumber, { secret: access.secret });
}

/**
 * Sends a complaint (`multipart/form-data`); a refusal becomes a {@link ComplaintRequestError} with the first
 * Polish message of each field, for the form to show at its fields.
 *
 * @example
 * const created = await sendComplaint(shop, "000000042", { secret }, form);
 */
export async function sendComplaint(
  shop: ComplaintClientSource,
  orderNumber: string,
  access: OrderAccess,
  form: FormData,
): Promise<ComplaintView> {
  try {
    return await (await shop.client()).complaints.send(orderNumber, form, { secret: access.secret });
  } catch (error) {
    if (!isHttpError(error)) throw error;
    const fields: Record<string, string> = {};
    let open: { id: number; reference: string } | null = null;
    for (const issue of (error.apiError.issues ?? []) as readonly {
      path?: string;
      message?: string;
      complaint_id?: number;
      reference?: string;
    }[]) {
      const field = issue.path ?? "";
      if (issue.message && !(field in fields)) fields[field] = issue.message;
      if (typeof issue.complaint_id === "number" && typeof issue.reference === "string") {
        open = { id: issue.complaint_id, reference: issue.reference };
      }
    }
    throw new ComplaintRequestError(error.status, fields, error.apiError.message, open);
  }
}

/**
 * One photo of the shopper's complaint as an object URL for an `<img>` (fetched with the same access as the
 * list, so no token or secret sits in an image address and the API's resource policy is not in the way).
 *
 * @example
 * const src = await loadComplaintPhoto(shop, photo.url, { secret });
 */
export async function loadComplaintPhoto(
  shop: ComplaintClientSource,
  path: string,
  access: OrderAccess,
): Promise<string> {
  const file = await (await shop.client()).complaints.photo(path, { secret: access.secret });
  return URL.createObjectURL(file);
}
