import { useEffect, useState } from "react";
import { pl } from "../../i18n/pl";
import { ProductImage } from "../ProductImage";

/** One gallery entry (api-contract.md §12.1 `media_gallery`). */
export interface GalleryItem {
  readonly image: string;
  readonly label: string;
  readonly video?: { readonly url: string; readonly title: string } | undefined;
}

/**
 * The product gallery: the main image (the LCP element, loaded eagerly) and thumbnail buttons; a video
 * entry shows a play button and loads its player only when asked (no third-party script up front).
 */
export function Gallery(props: {
  readonly items: readonly GalleryItem[];
  readonly name: string;
  readonly startImage: string;
}) {
  const start = Math.max(
    0,
    props.items.findIndex((item) => item.image === props.startImage),
  );
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    setIndex(start);
    setPlaying(false);
  }, [start]);
  const current = props.items[index] ?? props.items[0];
  return (
    <section className="gallery" aria-label={pl.product.gallery}>
      <div className="gallery__main">
        {current?.video && playing ? (
          <iframe
            className="gallery__video"
            src={current.video.url}
            title={current.video.title || pl.product.video}
            allowFullScreen
          />
        ) : (
          <ProductImage
            path={current?.image}
            alt={current?.label || props.name}
            size="gallery"
            priority
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        )}
        {current?.video && !playing ? (
          <button type="button" className="gallery__play" onClick={() => setPlaying(true)}>
            ▶ {pl.product.video}
          </button>
        ) : null}
      </div>
      {props.items.length > 1 ? (
        <ul className="gallery__thumbs">
          {props.items.map((item, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice; the position is its identity
            <li key={`${item.image}-${position}`}>
              <button
                type="button"
                aria-label={pl.product.showImage(position + 1)}
                aria-pressed={position === index}
                onClick={() => {
                  setIndex(position);
                  setPlaying(false);
                }}
              >
                <ProductImage path={item.image} alt="" size="cart" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
