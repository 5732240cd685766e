/**
 * What a saved profile update tells the shopper (issue 12: the address book said "Dane konta zostały
 * zaktualizowane" after saving an address): the profile form's own message, the address book's "saved" and
 * "deleted", or nothing (an update the shopper did not make on the account page, such as the invoice
 * details saved with an order).
 */
export type ProfileNotice = "profile" | "addressSaved" | "addressDeleted" | "none";

/** The message key of each notice (translated by `pl.transactions`); `null`: no toast. */
const NOTICE_MESSAGES: ReadonlyMap<ProfileNotice, string | null> = new Map<ProfileNotice, string | null>([
  ["profile", "Account data has successfully been updated"],
  ["addressSaved", "Address has been saved"],
  ["addressDeleted", "Address has been deleted"],
  ["none", null],
]);

/**
 * The queue's callback action of each notice. The first two are the names queued tasks already carry in
 * a shopper's offline storage, so a task queued before this change still ends with its own message.
 */
const NOTICE_ACTIONS: ReadonlyMap<ProfileNotice, string> = new Map<ProfileNotice, string>([
  ["profile", "user/handleUpdateProfile"],
  ["none", "user/handleUpdateProfileQuietly"],
  ["addressSaved", "user/handleAddressSaved"],
  ["addressDeleted", "user/handleAddressDeleted"],
]);

const NOTICE_OF_ACTION: ReadonlyMap<string, ProfileNotice> = new Map(
  [...NOTICE_ACTIONS].map(([notice, action]) => [action, notice]),
);

/**
 * The message key a notice shows once the update is saved, or `null` for none.
 *
 * @example
 * profileNoticeMessage("addressSaved"); // "Address has been saved" ("Adres został zapisany")
 */
export function profileNoticeMessage(notice: ProfileNotice): string | null {
  return NOTICE_MESSAGES.get(notice) ?? null;
}

/**
 * The queue callback action (`store:<action>`) that carries a notice to the queued update's answer.
 *
 * @example
 * profileUpdateAction("addressDeleted"); // "user/handleAddressDeleted"
 */
export function profileUpdateAction(notice: ProfileNotice): string {
  return NOTICE_ACTIONS.get(notice) ?? "user/handleUpdateProfile";
}

/**
 * The notice a queue callback action stands for, or `undefined` when the action is not a profile update.
 *
 * @example
 * noticeOfProfileAction("user/handleUpdateProfileQuietly"); // "none"
 */
export function noticeOfProfileAction(action: string): ProfileNotice | undefined {
  return NOTICE_OF_ACTION.get(action);
}
