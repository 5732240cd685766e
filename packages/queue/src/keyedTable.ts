/**
 * A persistent string-keyed table: every change returns a new table and shares the untouched buckets
 * with the old one, so a change costs O(256 + n/256) instead of copying all n entries. It keeps the
 * queue reducer pure and linear for thousands of tasks (see the README benchmark). Order of
 * {@link tableValues} is by bucket, not by insertion.
 *
 * @example
 * ```ts
 * const tasks: KeyedTable<QueueTask> = tableSet(emptyTable(), task.task_id, task);
 * ```
 */
export interface KeyedTable<TValue> {
  readonly size: number;
  readonly buckets: readonly (readonly (readonly [string, TValue])[] | undefined)[];
}

const BUCKETS = 256;

function bucketOf(key: string): number {
  // FNV-1a, 32 bit.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % BUCKETS;
}

/**
 * An empty table.
 *
 * @example
 * ```ts
 * const table = tableSet(emptyTable<number>(), "a", 1);
 * tableGet(table, "a"); // 1
 * ```
 */
export function emptyTable<TValue>(): KeyedTable<TValue> {
  return { size: 0, buckets: new Array<undefined>(BUCKETS).fill(undefined) };
}

/**
 * The value under `key`, or `undefined`.
 *
 * @example
 * ```ts
 * tableGet(tableSet(emptyTable<string>(), "t1", "x"), "t1"); // "x"
 * ```
 */
export function tableGet<TValue>(table: KeyedTable<TValue>, key: string): TValue | undefined {
  const bucket = table.buckets[bucketOf(key)];
  if (!bucket) return undefined;
  for (const [k, v] of bucket) if (k === key) return v;
  return undefined;
}

/**
 * A new table with `key` set to `value`.
 *
 * @example
 * ```ts
 * tableSet(emptyTable<number>(), "a", 1).size; // 1
 * ```
 */
export function tableSet<TValue>(table: KeyedTable<TValue>, key: string, value: TValue): KeyedTable<TValue> {
  const index = bucketOf(key);
  const bucket = table.buckets[index] ?? [];
  const at = bucket.findIndex(([k]) => k === key);
  const nextBucket =
    at < 0
      ? [...bucket, [key, value] as const]
      : bucket.map((entry, i) => (i === at ? ([key, value] as const) : entry));
  const buckets = table.buckets.slice();
  buckets[index] = nextBucket;
  return { size: table.size + (at < 0 ? 1 : 0), buckets };
}

/**
 * A new table without `key` (the same table when the key is absent).
 *
 * @example
 * ```ts
 * tableDelete(tableSet(emptyTable<number>(), "a", 1), "a").size; // 0
 * ```
 */
export function tableDelete<TValue>(table: KeyedTable<TValue>, key: string): KeyedTable<TValue> {
  const index = bucketOf(key);
  const bucket = table.buckets[index];
  if (!bucket?.some(([k]) => k === key)) return table;
  const rest = bucket.filter(([k]) => k !== key);
  const buckets = table.buckets.slice();
  buckets[index] = rest.length > 0 ? rest : undefined;
  return { size: table.size - 1, buckets };
}

/**
 * Every value of the table.
 *
 * @example
 * ```ts
 * tableValues(tableSet(emptyTable<number>(), "a", 1)); // [1]
 * ```
 */
export function tableValues<TValue>(table: KeyedTable<TValue>): TValue[] {
  const values: TValue[] = [];
  for (const bucket of table.buckets) if (bucket) for (const [, v] of bucket) values.push(v);
  return values;
}

/**
 * Every key of the table.
 *
 * @example
 * ```ts
 * tableKeys(tableSet(emptyTable<number>(), "a", 1)); // ["a"]
 * ```
 */
export function tableKeys<TValue>(table: KeyedTable<TValue>): string[] {
  const keys: string[] = [];
  for (const bucket of table.buckets) if (bucket) for (const [k] of bucket) keys.push(k);
  return keys;
}
