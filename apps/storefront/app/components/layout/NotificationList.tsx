import { Link } from "react-router";
import { pl, translate } from "../../i18n/pl";
import { useNotifications } from "../../state/notifications/useNotifications";

/** The notifications (behaviour.md §13.4): each with its OK action; they close themselves after 5 s. */
export function NotificationList() {
  const { items, store } = useNotifications();
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
