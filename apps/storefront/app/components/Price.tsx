import { formatPrice } from "@outlet/formatting";
import { pl } from "../i18n/pl";

/**
 * A price (behaviour.md §4.2): the shown price; with a reduction, the struck regular price and the lowest
 * price of the 30 days before the reduction (EU Omnibus, Directive 98/6/EC art. 6a).
 */
export function Price(props: {
  readonly price: number;
  readonly originalPrice: number | null;
  readonly lowestPrice: number | null;
  readonly size?: "tile" | "page";
}) {
  const reduced = props.originalPrice !== null;
  return (
    <div className={`price price--${props.size ?? "tile"}`}>
      <p className="price__amounts">
        {reduced ? (
          <>
            <span className="visually-hidden">{pl.product.price} </span>
            <span className="price__special">{formatPrice(props.price)}</span>{" "}
            <span className="visually-hidden">{pl.product.regularPrice} </span>
            <s className="price__original">{formatPrice(props.originalPrice)}</s>
          </>
        ) : (
          <span className="price__regular">{formatPrice(props.price)}</span>
        )}
      </p>
      {reduced && props.lowestPrice !== null ? (
        <p className="price__omnibus">
          {pl.product.lowestPrice} {formatPrice(props.lowestPrice)}
        </p>
      ) : null}
    </div>
  );
}
