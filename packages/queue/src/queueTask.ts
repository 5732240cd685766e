/**
 * The request part of a task: what the executor receives besides the endpoint (behaviour.md §11.1).
 *
 * @example
 * ```ts
 * const payload: TaskPayload = { method: "POST", body: { customer } };
 * ```
 */
export interface TaskPayload {
  /** HTTP method. @default "GET" */
  readonly method?: string;
  /** Extra request headers; the executor adds `Accept`, `Content-Type` and `Authorization`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The body as a JSON value; the executor serialises it. */
  readonly body?: unknown;
}

/**
 * What a caller hands to `execute()` / `queue()` (behaviour.md §11.1 "caller fields"). Extra keys such as
 * `product_sku` travel with the task and reach its callback.
 *
 * @example
 * ```ts
 * const input: TaskInput = { endpoint: "stockCheck", query: { sku: "SUK-1" }, callback_event: "store:cart/stockSync", product_sku: "SUK-1" };
 * ```
 */
export interface TaskInput {
  /**
   * The endpoint's name in the executor's table (the transport's `DEFAULT_ENDPOINTS`, e.g. `"stockCheck"`);
   * the executor turns it into a URL (behaviour.md §11.3). The queue never sees a URL.
   */
  readonly endpoint: string;
  /** Method, headers and body. */
  readonly payload?: TaskPayload;
  /** No error notification for a non-200 answer. @default false */
  readonly silent?: boolean;
  /** Event fired once with the finished task; `store:<action>` dispatches a store action instead. */
  readonly callback_event?: string;
  /** Keep the finished task (and persist it) instead of removing it. @default false */
  readonly is_result_cacheable?: boolean;
  /** Values for the endpoint template's placeholders other than `{{token}}` and `{{cartId}}`. */
  readonly params?: Readonly<Record<string, string | number>>;
  /** Query parameters appended to the endpoint's URL. */
  readonly query?: Readonly<Record<string, string | number>>;
  /** Extra data (for example `product_sku`) kept on the task for its callback. */
  readonly [extra: string]: unknown;
}

/**
 * A prepared task (transactions.md §3 "Queued network task"). The response fields are absent until the
 * task has its final answer. Times are epoch milliseconds from the injected clock. The field name
 * `transmited` keeps the platform's spelling.
 *
 * @example
 * ```ts
 * const task: QueueTask = await queue.execute({ endpoint: "userMe" });
 * task.resultCode; // 200
 * ```
 */
export interface QueueTask extends TaskInput {
  readonly task_id: string;
  readonly payload: TaskPayload;
  readonly silent: boolean;
  readonly is_result_cacheable: boolean;
  readonly transmited: boolean;
  readonly created_at: number;
  readonly updated_at: number;
  readonly transmited_at?: number;
  /** The envelope's `result`. */
  readonly result?: unknown;
  /** The envelope's `code`, copied as given (behaviour.md §0 "Envelope"). */
  readonly resultCode?: unknown;
  /** The envelope's `code` again, for readers that use this name. */
  readonly code?: unknown;
  readonly acknowledged?: boolean;
  readonly meta?: unknown;
}

/**
 * Prepares a task: sets `task_id`, `transmited: false`, `created_at`, `updated_at` and the defaults of
 * the caller fields (behaviour.md §11.1). Pure: time and the id come in as arguments.
 *
 * @example
 * ```ts
 * const task = prepareTask({ endpoint: "stockCheck", query: { sku: "SUK-1" } }, { now: 1_700_000_000_000, taskId: "1700000000000-1" });
 * task.transmited; // false
 * task.payload.method; // "GET"
 * ```
 */
export function prepareTask(
  input: TaskInput,
  context: { readonly now: number; readonly taskId: string },
): QueueTask {
  return {
    ...input,
    task_id: context.taskId,
    payload: { method: "GET", ...input.payload },
    silent: input.silent ?? false,
    is_result_cacheable: input.is_result_cacheable ?? false,
    transmited: false,
    created_at: context.now,
    updated_at: context.now,
  };
}
