import { shopperConfig } from "../../lib/shopperConfig";
import type { UserSession } from "./createUserSession";
import { passwordChangeRefusal } from "./passwordChangeRefusal";
import type { PasswordChange } from "./userStoreDeps";

/**
 * `changePassword` (behaviour.md §12.3): blocked offline; logs in again with the new password. A refusal
 * shows the server's message (transactions.md §8); its issues at `currentPassword` or `newPassword` (a
 * wrong current password, the password policy) come back for those fields.
 *
 * @example
 * await changeUserPassword(session, { currentPassword, newPassword }); // { ok: true }
 */
export async function changeUserPassword(
  session: UserSession,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChange> {
  const { deps, state } = session;
  if (!deps.online()) {
    deps.notify({ type: "error", message: "Reset password feature does not work while offline!" });
    return { ok: false, fields: {} };
  }
  const email = state.current?.email ?? "";
  try {
    await (await deps.client()).user.changePassword(input);
  } catch (error) {
    const refusal = passwordChangeRefusal(error);
    deps.notify({ type: "error", message: refusal.message });
    return { ok: false, fields: refusal.fields };
  }
  // The change revoked every session (api-contract §4.11): log in again before saying so, so that a page
  // opened after the message already has the new session (the old token would end in the sign-up modal).
  try {
    await session.login({ username: email, password: input.newPassword });
  } finally {
    deps.notify({ type: "success", message: "Password has successfully been changed" });
  }
  return { ok: true };
}

/**
 * `resetPassword` (behaviour.md §12.3): blocked offline; a failure says so. Returns whether the mail was
 * asked for.
 *
 * @example
 * await resetUserPassword(session, "anna@example.pl"); // true
 */
export async function resetUserPassword(session: UserSession, email: string): Promise<boolean> {
  const { deps } = session;
  if (!deps.online()) {
    deps.notify({ type: "error", message: "Reset password feature does not work while offline!" });
    return false;
  }
  try {
    await (await deps.client()).user.resetPassword(email);
    return true;
  } catch {
    deps.notify({ type: "error", message: "Error while sending reset password e-mail" });
    return false;
  }
}

/**
 * `createPassword` (behaviour.md §12.3), logging in afterwards (`loginAfterCreatePassword`).
 *
 * @example
 * await createUserPassword(session, { email, resetToken, newPassword });
 */
export async function createUserPassword(
  session: UserSession,
  input: { email: string; resetToken: string; newPassword: string },
): Promise<void> {
  await (await session.deps.client()).user.createPassword(input);
  if (shopperConfig.users.loginAfterCreatePassword)
    await session.login({ username: input.email, password: input.newPassword });
}
