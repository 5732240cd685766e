import { Link, useLocation } from "react-router";
import { pl, translate } from "../../i18n/pl";
import { useNotifications } from "../../state/notifications/useNotifications";

/**
 * The notifications (behaviour.md §13.4): each with its OK action; they close themselves after 5 s. One
 * whose link leads to the page the shopper is already on is not shown there: "added to cart — Przejdź do
 * kasy" is not shown in the checkout (behaviour.md §6: not while the shopper is in checkout).
 */
export function NotificationList() {
  const { items: all, store } = useNotifications();
  const { pathname } = useLocation();
  const items = all.filter((item) => item.action2?.href !== pathname);
  return (
    <section className="notifications" aria-label={pl.notifications.label} aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          className={`notification notification--${item.type}`}
          role={item.type === "error" ? "alert" : "status"}
        >
          <p>{translate(item.message)}</p>
          {item.action2?.href ? (
            <Link
              to={item.action2.href}
              className="button button--primary"
              onClick={() => store.removeById(item.id)}
            >
              {item.action2.label}
            </Link>
          ) : null}
          <button type="button" onClick={() => store.removeById(item.id)}>
            {item.action1.label === "OK" ? pl.notifications.ok : item.action1.label}
          </button>
        </div>
      ))}
    </section>
  );
}
