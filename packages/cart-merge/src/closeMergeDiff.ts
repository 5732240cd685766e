import { type DiffLog, pushClientParty, pushServerParty } from "./diffLog.js";

/**
 * Closes a merge DiffLog after its line effects ran (behaviour §9.11 "Result"): the client party
 * `update-required` when the cart hash changed, else `no-changes`, then the server party `update-required`
 * when a totals sync is required, else `no-changes`. Pass the values read from the state after the line
 * effects and before the follow-up's `saveHash` (decision: the reference read them at that point). Pure.
 *
 * @example
 * closeMergeDiff(createDiffLog(), { hashChanged: true, totalsSyncRequired: false }).items;
 * // [{ party: "client", status: "update-required" }, { party: "server", status: "no-changes" }]
 */
export function closeMergeDiff(
  diff: DiffLog,
  after: { readonly hashChanged: boolean; readonly totalsSyncRequired: boolean },
): DiffLog {
  return pushServerParty(
    pushClientParty(diff, { status: after.hashChanged ? "update-required" : "no-changes" }),
    { status: after.totalsSyncRequired ? "update-required" : "no-changes" },
  );
}
