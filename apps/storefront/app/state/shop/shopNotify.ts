import { tx } from "../../i18n/pl.transactions";
import type { Spawn } from "./shopRuntime";

/** A notification as the domain packages return it: a message key, params, and an optional link action. */
export interface DomainNotification {
  readonly type: "success" | "warning" | "error" | "info";
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
  readonly action2?: { readonly label: string | undefined; readonly action: string } | undefined;
  readonly hasNoTimeout?: boolean | undefined;
  /** A newer notification on the same topic replaces the older ones (`@outlet/checkout` notifications). */
  readonly topic?: string | undefined;
}

/**
 * Shows the domain packages' notifications: the message key translated to Polish (the shop's contact
 * e-mail available as `{email}`), an "OK" action and the link action, spawned as a toast.
 *
 * @example
 * const notify = createShopNotify(spawn, "sklep@outlet.example");
 * notify({ type: "error", message: "cart-sync-failed" });
 */
export function createShopNotify(spawn: Spawn, contactEmail: string) {
  return (notification: DomainNotification): void => {
    const message = tx(notification.message, { ...(notification.params ?? {}), email: contactEmail });
    spawn({
      type: notification.type,
      message,
      action1: { label: "OK" },
      ...(notification.action2?.label
        ? { action2: { label: tx(notification.action2.label), href: notification.action2.action } }
        : {}),
      ...(notification.hasNoTimeout ? { hasNoTimeout: true } : {}),
      ...(notification.topic ? { topic: notification.topic } : {}),
    });
  };
}
