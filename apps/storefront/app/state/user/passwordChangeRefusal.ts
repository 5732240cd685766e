import type { PasswordChangeFields } from "./userStoreDeps";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * What a refused password change says (transactions.md §8): the server's messages for `currentPassword`
 * and `newPassword` (api-contract.md §4.11 issue paths), and the one message to show, the field's own words
 * first (they say more than the form-wide "Popraw zaznaczone pola."). Pure.
 *
 * @example
 * passwordChangeRefusal(error).fields.currentPassword; // "Obecne hasło jest nieprawidłowe."
 */
export function passwordChangeRefusal(error: unknown): {
  readonly fields: PasswordChangeFields;
  readonly message: string;
} {
  const apiError = (error as { apiError?: { message?: string; issues?: unknown } } | null)?.apiError;
  const issues = (Array.isArray(apiError?.issues) ? apiError.issues : []) as {
    path?: unknown;
    message?: unknown;
  }[];
  const fields: Mutable<PasswordChangeFields> = {};
  for (const issue of issues)
    if (
      (issue.path === "currentPassword" || issue.path === "newPassword") &&
      typeof issue.message === "string"
    )
      fields[issue.path] ??= issue.message;
  const message =
    fields.currentPassword ?? fields.newPassword ?? apiError?.message ?? "Error while changing the password";
  return { fields, message };
}
