import { useNavigation } from "react-router";
import { pl } from "../../i18n/pl";

/** A loading indicator while the next page's data loads (pages wait for their route data, catalogue.md §2). */
export function LoadingBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  return (
    <div className={`loading-bar${loading ? " loading-bar--active" : ""}`} aria-hidden={!loading}>
      <span className="visually-hidden" role="status">
        {loading ? pl.loading : ""}
      </span>
    </div>
  );
}
