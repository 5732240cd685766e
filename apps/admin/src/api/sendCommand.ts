import { adminFetch } from "./adminFetch";

/** What a screen shows after a write: the answer, or the API's Polish refusals by field (`root` for the rest). */
export type CommandOutcome<TResult> =
  | { readonly ok: true; readonly result: TResult }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/**
 * Sends one write of a screen's own form (the catalogue's focused commands, an erasure, an API key) and
 * turns a refusal into messages by field, as the API named them, so the form shows each at its field; a
 * refusal not about one of `fields` is shown once above the form (`root`).
 *
 * @example
 * const outcome = await sendCommand(`/api/admin/products/${sku}/stock`, "PATCH", { qty: 4 }, ["qty"]);
 * if (!outcome.ok) setErrors(outcome.errors); // { qty: "Ten produkt nie ma własnego stanu…" }
 */
export async function sendCommand<TResult>(
  path: string,
  method: "POST" | "PATCH" | "DELETE",
  body: unknown,
  fields: readonly string[],
): Promise<CommandOutcome<TResult>> {
  try {
    return { ok: true, result: await adminFetch<TResult>(path, { method, body }) };
  } catch (error) {
    const byField = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
    const errors: Record<string, string> = {};
    for (const field of fields) if (byField[field] !== undefined) errors[field] = byField[field];
    if (Object.keys(errors).length === 0 || byField.root !== undefined)
      errors.root = byField.root ?? (error instanceof Error ? error.message : "Nie udało się zapisać.");
    return { ok: false, errors };
  }
}
