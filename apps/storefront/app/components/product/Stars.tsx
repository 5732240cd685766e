import { pl } from "../../i18n/pl";

/**
 * A rating drawn as five stars filled to the nearest half (3,5 → three full, one half, one empty), read
 * by screen readers as one image named with the value ("Ocena 3,5 na 5").
 *
 * @example
 * <Stars rating={3.5} />
 */
export function Stars({ rating }: { readonly rating: number }) {
  const value = Math.round(Math.max(0, Math.min(5, rating)) * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={pl.product.rating(String(value).replace(".", ","))}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, value - index)) * 100;
        return (
          <span key={index} className="star" data-fill={fill} aria-hidden="true">
            ★
            <span className="star__fill" style={{ width: `${fill}%` }}>
              ★
            </span>
          </span>
        );
      })}
    </span>
  );
}
