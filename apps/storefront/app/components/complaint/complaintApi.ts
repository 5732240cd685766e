/** How the shopper reaches an order: the customer's token, or the guest's secret from the order link. */
export interface OrderAccess {
  readonly secret?: string | undefined;
  readonly token?: string | undefined;
}

/** One line of the order and whether it may be complained about now. */
export interface ComplaintLine {
  readonly item_id: number;
  readonly sku: string;
  readonly name: string;
  readonly can_complain: boolean;
  readonly closes_on: string | null;
  readonly reason: string | null;
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
  readonly photos: readonly { readonly position: number; readonly url: string }[];
}

/** What the order's complaints endpoint answers. */
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

/** A refused request: its status and the API's issues by field (already in Polish). */
export class ComplaintRequestError extends Error {
  override readonly name = "ComplaintRequestError" as const;
  constructor(
    readonly status: number,
    readonly fields: Readonly<Record<string, string>>,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The address of an order's complaints (or one of their photos) on the API, with the guest's secret or the
 * customer's token in the query (an `<img>` cannot send a header; the API redacts both from its logs).
 *
 * @example
 * complaintUrl("https://api.example.pl", "/api/ext/order/000000042/complaints", { secret: "Ab3" });
 */
export function complaintUrl(apiOrigin: string, path: string, access: OrderAccess): string {
  const query = access.secret
    ? `?secret=${encodeURIComponent(access.secret)}`
    : access.token
      ? `?token=${encodeURIComponent(access.token)}`
      : "";
  return `${apiOrigin}${path}${query}`;
}

/** The shop speaks Polish whatever the browser's language; the customer's token goes as a header. */
function headersFor(access: OrderAccess): Record<string, string> {
  return {
    "accept-language": "pl",
    ...(access.token && !access.secret ? { authorization: `Bearer ${access.token}` } : {}),
  };
}

async function read<TResult>(response: Response): Promise<TResult> {
  const body = (await response.json().catch(() => null)) as {
    result?: unknown;
    message?: unknown;
  } | null;
  if (response.ok) return body?.result as TResult;
  const issues = ((body?.result as { issues?: { path?: string; message?: string }[] } | undefined)?.issues ??
    []) as { path?: string; message?: string }[];
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path ?? "";
    if (issue.message && !(field in fields)) fields[field] = issue.message;
  }
  const message = typeof body?.result === "string" ? body.result : (issues[0]?.message ?? "");
  throw new ComplaintRequestError(response.status, fields, message);
}

/**
 * `GET /api/ext/order/{n}/complaints`: the lines, remedies, grounds and the order's complaints.
 *
 * @example
 * const data = await loadComplaints(apiOrigin, "000000042", { secret });
 */
export async function loadComplaints(
  apiOrigin: string,
  orderNumber: string,
  access: OrderAccess,
): Promise<OrderComplaints> {
  const response = await window.fetch(
    complaintUrl(apiOrigin, `/api/ext/order/${orderNumber}/complaints`, access),
    {
      headers: headersFor(access),
    },
  );
  return read<OrderComplaints>(response);
}

/**
 * `POST /api/ext/order/{n}/complaints` as `multipart/form-data` (the one upload endpoint).
 *
 * @example
 * const created = await sendComplaint(apiOrigin, "000000042", { secret }, form);
 */
export async function sendComplaint(
  apiOrigin: string,
  orderNumber: string,
  access: OrderAccess,
  form: FormData,
): Promise<ComplaintView> {
  const response = await window.fetch(
    complaintUrl(apiOrigin, `/api/ext/order/${orderNumber}/complaints`, { secret: access.secret }),
    {
      method: "POST",
      body: form,
      headers: headersFor(access),
    },
  );
  return read<ComplaintView>(response);
}

/**
 * One photo of the shopper's complaint as an object URL for an `<img>` (fetched with the same access as the
 * list, so no token or secret sits in an image address and the API's resource policy is not in the way).
 *
 * @example
 * const src = await loadComplaintPhoto(apiOrigin, photo.url, { secret });
 */
export async function loadComplaintPhoto(
  apiOrigin: string,
  path: string,
  access: OrderAccess,
): Promise<string> {
  const response = await window.fetch(complaintUrl(apiOrigin, path, { secret: access.secret }), {
    headers: headersFor(access),
  });
  if (!response.ok) throw new ComplaintRequestError(response.status, {}, "");
  return URL.createObjectURL(await response.blob());
}
