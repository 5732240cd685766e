import { formatPrice } from "@outlet/formatting";
import { Link } from "react-router";
import { pl } from "../../i18n/pl";
import { useRecentlyViewed } from "../../state/recentlyViewed/useRecentlyViewed";
import { ProductImage } from "../ProductImage";

/** Recently viewed products (client-only: empty in the server render), the current one left out. */
export function RecentlyViewed({ currentSku }: { currentSku: string }) {
  const { items } = useRecentlyViewed();
  const others = items.filter((item) => item.sku !== currentSku);
  if (others.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{pl.product.recentlyViewed}</h2>
      <ul className="recently-viewed__list">
        {others.map((item) => (
          <li key={item.sku}>
            <Link to={item.href}>
              <ProductImage path={item.image} alt="" size="cart" />
              <span>{item.name}</span>
            </Link>
            <span className="recently-viewed__price">{formatPrice(item.price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
