import type { OrderAfterSalesAnswer } from "@outlet/contract";
import type { DataProvider, GetListParams, GetListResult, RaRecord } from "ra-core";
import { HttpError } from "ra-core";
import { auditTotal } from "../audit/auditText";
import { adminFetch } from "./adminFetch";
import { CMS_RESOURCES, cmsContent } from "./cmsContent";

/** A staff account as the owner's list shows it (never a hash or a secret). */
export interface StaffRecord extends RaRecord<number> {
  readonly email: string;
  readonly role: string;
  readonly disabled: boolean;
  readonly totpEnabled: boolean;
  readonly mustChangePassword: boolean;
  readonly createdAt: string;
}

/** One row of the order list (`GET /api/admin/orders`); react-admin's id is the order number. */
export interface OrderListRecord extends RaRecord<string> {
  readonly increment_id: string;
  readonly created_at: string;
  readonly created_at_warsaw: string;
  readonly status: string;
  readonly status_label: string;
  readonly customer_name: string;
  readonly email: string;
  readonly grand_total: number;
  readonly payment_method: string;
  readonly shipping_carrier: string;
  /** Returned / partly returned and refunded (`@outlet/after-sales` `orderAfterSales`), or null. */
  readonly after_sales?: OrderAfterSalesAnswer | null;
}

/** The order list's query parameters, from react-admin's filter, sort and page (filters live in the URL). */
export function orderListQuery(params: GetListParams): URLSearchParams {
  const query = new URLSearchParams();
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const key of ["q", "status", "payment", "delivery", "from", "to"]) {
    const value = filter[key];
    if (typeof value === "string" && value.trim() !== "") query.set(key, value.trim());
  }
  const field = params.sort?.field;
  if (field === "created_at" || field === "grand_total" || field === "increment_id") {
    query.set("sort", field);
    query.set("dir", params.sort?.order === "ASC" ? "asc" : "desc");
  }
  query.set("page", String(params.pagination?.page ?? 1));
  query.set("pageSize", String(params.pagination?.perPage ?? 25));
  return query;
}

/** Sorts and pages a whole list the API answers at once (staff accounts: a handful of rows). */
function pageLocally<TRecord extends RaRecord>(
  items: TRecord[],
  params: GetListParams,
): GetListResult<TRecord> {
  const field = params.sort?.field ?? "id";
  const sign = params.sort?.order === "DESC" ? -1 : 1;
  const sorted = [...items].sort((a, b) => {
    const x = a[field] as string | number;
    const y = b[field] as string | number;
    return x < y ? -sign : x > y ? sign : 0;
  });
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 25;
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: items.length };
}

/** One row of the staff's product list (`GET /api/admin/products`); react-admin's id is the sku. */
export interface ProductListRecord extends RaRecord<string> {
  readonly sku: string;
  readonly name: string;
  readonly type: string;
  readonly enabled: boolean;
  readonly price: number | null;
  readonly specialPrice: number | null;
  /** Its own stock, or the sum of its variants'; `null` when it keeps none. */
  readonly stockQty: number | null;
}

/** A customer account as staff see it (`GET /api/admin/customers`). */
export interface CustomerRecord extends RaRecord<number> {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly createdAt: string;
  readonly signInWithGoogle: boolean;
  readonly signInWithFacebook: boolean;
  readonly erased: boolean;
}

/** A search-and-page query (`q`, `page`, `pageSize`, and the filters named) from react-admin's list state. */
export function searchQuery(params: GetListParams, filters: readonly string[] = []): URLSearchParams {
  const query = new URLSearchParams();
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const key of ["q", ...filters]) {
    const value = filter[key];
    if (typeof value === "string" && value.trim() !== "") query.set(key, value.trim());
  }
  query.set("page", String(params.pagination?.page ?? 1));
  query.set("pageSize", String(params.pagination?.perPage ?? 25));
  return query;
}

/** One row of the returns list (`GET /api/admin/returns`, issue 26). */
export interface ReturnListRecord extends RaRecord<number> {
  readonly order_number: string;
  readonly created_at: string;
  readonly name: string;
  readonly email: string;
  readonly status: string;
  readonly status_label: string;
  readonly refund_amount: number;
  readonly return_method: string;
  readonly return_code: string | null;
  readonly problem_note: string | null;
}

/** One audit entry, as `GET /api/admin/audit` answers it. */
export interface AuditRecord extends RaRecord<number> {
  readonly at: string;
  readonly actor: unknown;
  readonly action: string;
  readonly entity: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** The audit log pages by a cursor (`beforeId`): the cursor of each page seen, per filter. */
const auditCursors = new Map<string, Map<number, number>>();

async function auditPage(params: GetListParams): Promise<GetListResult<AuditRecord>> {
  const perPage = params.pagination?.perPage ?? 50;
  const page = params.pagination?.page ?? 1;
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const base = new URLSearchParams({ limit: String(perPage) });
  if (typeof filter.entity === "string" && filter.entity !== "") base.set("entity", filter.entity);
  if (typeof filter.entityId === "string" && filter.entityId !== "") base.set("entityId", filter.entityId);
  const key = `${base.toString()}`;
  const cursors = auditCursors.get(key) ?? new Map<number, number>();
  auditCursors.set(key, cursors);
  // a page whose cursor is unknown is reached from the last known one
  let from = page;
  while (from > 1 && !cursors.has(from)) from -= 1;
  let answer: { items: AuditRecord[]; nextBeforeId: number | null } = { items: [], nextBeforeId: null };
  for (let at = from; at <= page; at += 1) {
    const query = new URLSearchParams(base);
    const before = cursors.get(at);
    if (at > 1 && before === undefined)
      return { data: [], pageInfo: { hasNextPage: false, hasPreviousPage: true } };
    if (before !== undefined) query.set("beforeId", String(before));
    answer = await adminFetch(`/api/admin/audit?${query}`);
    if (answer.nextBeforeId !== null) cursors.set(at + 1, answer.nextBeforeId);
  }
  const hasNextPage = answer.nextBeforeId !== null;
  // the API does not count: on the last page the total is known ("1–16 z 16"), before it the list says "z ponad"
  const total = auditTotal(page, perPage, answer.items.length, hasNextPage);
  return {
    data: answer.items,
    ...(total === undefined ? {} : { total }),
    pageInfo: { hasNextPage, hasPreviousPage: page > 1 },
  };
}

/**
 * react-admin's data provider is generic over the record type its caller names; which shape a request
 * answers is decided by the resource name at run time, which the compiler cannot follow. This is the one
 * place that says so.
 */
const answer = <TResult>(value: unknown): TResult => value as TResult;

const unsupported = (what: string): never => {
  throw new HttpError(`Panel nie obsługuje tej operacji (${what}).`, 405, {
    reason: null,
    issues: [],
    errors: {},
  });
};

/**
 * react-admin's data provider over the API's staff routes (`/api/admin/*`, through the admin server's
 * proxy): orders (server search, filters, sort and paging), products and customers (server search and
 * paging), complaints, reviews (issue 27), staff accounts, the audit log, CMS pages and blocks. The catalogue's and customers'
 * writes are focused commands the screens send themselves (`PATCH …/price`, `…/stock`, `…/status`,
 * `POST …/erase`).
 */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    switch (resource) {
      case "orders": {
        const page = await adminFetch<{
          items: Omit<OrderListRecord, "id">[];
          total_count: number;
          total_capped?: boolean;
        }>(`/api/admin/orders?${orderListQuery(params)}`);
        const data = page.items.map((item) => ({ ...item, id: item.increment_id }));
        // past the API's count cap the list pages on without a total ("1–25 z ponad 25")
        if (page.total_capped === true) {
          const at = params.pagination?.page ?? 1;
          const perPage = params.pagination?.perPage ?? 25;
          return answer({
            data,
            pageInfo: { hasNextPage: data.length === perPage, hasPreviousPage: at > 1 },
          });
        }
        return answer({ data, total: page.total_count });
      }
      case "staff": {
        const list = await adminFetch<{ items: StaffRecord[] }>("/api/admin/staff");
        return answer(pageLocally(list.items, params));
      }
      case "audit":
        return answer(await auditPage(params));
      case "products": {
        const page = await adminFetch<{ items: Omit<ProductListRecord, "id">[]; total: number }>(
          `/api/admin/products?${searchQuery(params, ["status"])}`,
        );
        return answer({ data: page.items.map((item) => ({ ...item, id: item.sku })), total: page.total });
      }
      case "customers": {
        const page = await adminFetch<{ items: CustomerRecord[]; total: number }>(
          `/api/admin/customers?${searchQuery(params)}`,
        );
        return answer({ data: page.items, total: page.total });
      }
      case "complaints": {
        const query = new URLSearchParams({
          page: String(params.pagination?.page ?? 1),
          pageSize: String(params.pagination?.perPage ?? 25),
        });
        const status = (params.filter as Record<string, unknown> | undefined)?.status;
        if (typeof status === "string" && status !== "") query.set("status", status);
        const page = await adminFetch<{ items: RaRecord[]; total_count: number }>(
          `/api/admin/complaints?${query}`,
        );
        return answer({ data: page.items, total: page.total_count });
      }
      case "reviews": {
        // issue 27: the moderation queue, pending first (the API's order), optionally of one status
        const query = new URLSearchParams({
          page: String(params.pagination?.page ?? 1),
          pageSize: String(params.pagination?.perPage ?? 25),
        });
        const status = (params.filter as Record<string, unknown> | undefined)?.status;
        if (typeof status === "string" && status !== "") query.set("status", status);
        const page = await adminFetch<{ items: RaRecord[]; total_count: number }>(
          `/api/admin/reviews?${query}`,
        );
        return answer({ data: page.items, total: page.total_count });
      }
      case "cms-pages":
      case "cms-blocks":
        return answer(pageLocally(await cmsContent.list(CMS_RESOURCES[resource]), params));
      case "returns": {
        // issue 26: the newest 200 returns, optionally of one status; paged here
        const status = (params.filter as { status?: unknown } | undefined)?.status;
        const query =
          typeof status === "string" && status !== "" ? `?status=${encodeURIComponent(status)}` : "";
        const list = await adminFetch<{ items: ReturnListRecord[] }>(`/api/admin/returns${query}`);
        return answer(
          pageLocally(list.items, { ...params, sort: params.sort ?? { field: "id", order: "DESC" } }),
        );
      }
      default:
        return unsupported(`${resource}: lista`);
    }
  },
  async getOne(resource, params) {
    switch (resource) {
      case "orders":
        return answer({
          data: {
            ...(await adminFetch<object>(`/api/admin/orders/${encodeURIComponent(String(params.id))}`)),
            id: params.id,
          },
        });
      case "returns":
        return answer({
          data: await adminFetch<object>(`/api/admin/returns/${encodeURIComponent(String(params.id))}`),
        });
      case "staff": {
        const list = await adminFetch<{ items: StaffRecord[] }>("/api/admin/staff");
        const found = list.items.find((item) => String(item.id) === String(params.id));
        if (found === undefined)
          throw new HttpError("Nie ma takiego konta.", 404, { reason: "not_found", issues: [], errors: {} });
        return answer({ data: found });
      }
      case "products": {
        const product = await adminFetch<object>(
          `/api/admin/products/${encodeURIComponent(String(params.id))}`,
        );
        return answer({ data: { ...product, id: params.id } });
      }
      case "customers": {
        const detail = await adminFetch<{ customer: CustomerRecord }>(
          `/api/admin/customers/${encodeURIComponent(String(params.id))}`,
        );
        return answer({ data: { ...detail, ...detail.customer, id: detail.customer.id } });
      }
      case "complaints":
        return answer({
          data: await adminFetch<RaRecord>(`/api/admin/complaints/${encodeURIComponent(String(params.id))}`),
        });
      case "reviews":
        return answer({
          data: await adminFetch<RaRecord>(`/api/admin/reviews/${encodeURIComponent(String(params.id))}`),
        });
      case "cms-pages":
      case "cms-blocks":
        return answer({ data: await cmsContent.read(CMS_RESOURCES[resource], params.id) });
      default:
        return unsupported(`${resource}: szczegóły`);
    }
  },
  async getMany(resource, params) {
    const all = await this.getList(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: "id", order: "ASC" },
      filter: {},
    });
    return { data: all.data.filter((item) => params.ids.map(String).includes(String(item.id))) };
  },
  async getManyReference(resource) {
    return unsupported(`${resource}: powiązane`);
  },
  async create(resource, params) {
    if (resource === "cms-pages" || resource === "cms-blocks")
      return answer({ data: await cmsContent.create(CMS_RESOURCES[resource], params.data) });
    if (resource !== "staff") return unsupported(`${resource}: tworzenie`);
    const created = await adminFetch<{ staff: StaffRecord; oneTimePassword: string }>("/api/admin/staff", {
      method: "POST",
      body: { email: params.data.email, role: params.data.role },
    });
    return answer({ data: { ...created.staff, oneTimePassword: created.oneTimePassword } });
  },
  async update(resource, params) {
    if (resource === "cms-pages" || resource === "cms-blocks")
      return answer({ data: await cmsContent.save(CMS_RESOURCES[resource], params.id, params.data) });
    if (resource !== "staff") return unsupported(`${resource}: zmiana`);
    const previous = params.previousData as StaffRecord;
    const body: Record<string, unknown> = {};
    if (params.data.role !== previous.role) body.role = params.data.role;
    if (params.data.disabled !== previous.disabled) body.disabled = params.data.disabled;
    if (params.data.resetPassword === true) body.resetPassword = true;
    if (Object.keys(body).length === 0) return answer({ data: previous });
    const changed = await adminFetch<{ staff: StaffRecord; oneTimePassword?: string }>(
      `/api/admin/staff/${encodeURIComponent(String(params.id))}`,
      { method: "POST", body },
    );
    return answer({
      data: {
        ...changed.staff,
        ...(changed.oneTimePassword ? { oneTimePassword: changed.oneTimePassword } : {}),
      },
    });
  },
  async updateMany(resource) {
    return unsupported(`${resource}: zmiana wielu`);
  },
  async delete(resource) {
    return unsupported(`${resource}: usuwanie`);
  },
  async deleteMany(resource) {
    return unsupported(`${resource}: usuwanie wielu`);
  },
};
