import { isHttpError } from "./httpError";

/**
 * The API's 400 issues (api-contract.md §13) placed at a form's fields: `paths` maps an issue path (without
 * the `body.` prefix; a path that starts with a mapped one counts too) to the field. The first issue of a
 * field wins; the message is the API's own, in Polish. Empty for any other error. Pure.
 *
 * @example
 * issuesAtFields(error, { password: "password", "customer.email": "email" });
 * // { password: "To hasło jest zbyt popularne. Wybierz inne." }
 */
export function issuesAtFields<TField extends string>(
  error: unknown,
  paths: Readonly<Record<string, TField>>,
): Partial<Record<TField, string>> {
  if (!isHttpError(error) || error.status !== 400) return {};
  const issues = (error.apiError as { issues?: unknown }).issues;
  const placed: Partial<Record<TField, string>> = {};
  if (!Array.isArray(issues)) return placed;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (typeof issue.message !== "string" || issue.message === "") continue;
    const path = String(issue.path ?? "").replace(/^body\./, "");
    const key = Object.keys(paths).find((known) => path === known || path.startsWith(`${known}.`));
    const field = key === undefined ? undefined : paths[key];
    if (field !== undefined && placed[field] === undefined) placed[field] = issue.message;
  }
  return placed;
}

/** Where the account API's issues belong on a registration form (api-contract.md §4.1). */
export const REGISTER_ISSUE_PATHS = {
  password: "password",
  "customer.email": "email",
  "customer.firstname": "firstname",
  "customer.lastname": "lastname",
} as const;
