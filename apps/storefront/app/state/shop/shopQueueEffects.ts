import type { QueueAppEffect } from "@outlet/queue";
import type { CartStore } from "../cart/cartStore";
import { noticeOfProfileAction } from "../user/profileNotices";
import type { UserStore } from "../user/userStore";
import type { DomainNotification } from "./shopNotify";

/**
 * Runs what the request queue asks of the app: a notification, a silent logout, the sign-up modal, a stock
 * check's answer for the cart (counted in `ui.stockTasks`) and a profile update's answer with its notice.
 *
 * @example
 * const onQueueEffect = createQueueEffects({ notify, user: () => user, cart: () => cart, ui });
 */
export function createQueueEffects(parts: {
  readonly notify: (notification: DomainNotification) => void;
  /** The stores are created after the queue: asked for when an effect arrives. */
  readonly user: () => UserStore;
  readonly cart: () => CartStore;
  readonly ui: { stockTasks: number };
}) {
  return (effect: QueueAppEffect): void => {
    switch (effect.type) {
      case "notify":
        parts.notify(effect.notification);
        return;
      case "logout":
        void parts.user().logout({ silent: true });
        return;
      case "emit":
        if (effect.event === "modal-show") parts.user().state.signupModal = true;
        return;
      case "dispatch": {
        if (effect.action === "cart/stockSync") {
          parts.cart().stockSync(effect.task);
          parts.ui.stockTasks++;
        }
        // a profile update's answer, with the notice it was queued with (profileNotices.ts)
        const notice = noticeOfProfileAction(effect.action);
        if (notice) parts.user().handleUpdateProfile(effect.task, notice);
        return;
      }
      default:
        return;
    }
  };
}
