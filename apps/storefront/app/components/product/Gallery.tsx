import { useEffect, useRef, useState } from "react";
import { pl } from "../../i18n/pl";
import { ProductImage } from "../ProductImage";

/** One gallery entry (api-contract.md §12.1 `media_gallery`). */
export interface GalleryItem {
  readonly image: string;
  readonly label: string;
  readonly video?:
    | {
        readonly url: string;
        readonly title: string;
        /** Polish captions (WebVTT), when the video has them. */
        readonly captions?: string | undefined;
      }
    | undefined;
}

/**
 * The product gallery: the main image (the LCP element, loaded eagerly) and thumbnail buttons. A video
 * entry (catalogue.md §3 "media_gallery … optional video") shows its picture with a play mark, in the
 * thumbnails and on the main image; the player (`<video>` with controls and Polish captions) loads only
 * when asked, and every control is a button reachable from the keyboard.
 */
export function Gallery(props: {
  readonly items: readonly GalleryItem[];
  readonly name: string;
  readonly startImage: string;
}) {
  const start = Math.max(
    0,
    props.items.findIndex((item) => item.image === props.startImage && !item.video),
  );
  const [index, setIndex] = useState(start);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    setIndex(start);
    setPlaying(false);
  }, [start]);
  const current = props.items[index] ?? props.items[0];
  const videoRef = useRef<HTMLVideoElement>(null);
  const focusPlayer = useRef(false);
  useEffect(() => {
    if (playing && focusPlayer.current) videoRef.current?.focus();
    focusPlayer.current = false;
  }, [playing]);
  return (
    <section className="gallery" aria-label={pl.product.gallery}>
      <div className="gallery__main">
        {current?.video && playing ? (
          <video
            ref={videoRef}
            className="gallery__video"
            src={current.video.url}
            controls
            autoPlay
            playsInline
            aria-label={pl.product.videoOf(current.video.title || props.name)}
            data-testid="gallery-video"
          >
            <track kind="captions" src={current.video.captions} srcLang="pl" label="Polski" default />
          </video>
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
          <button
            type="button"
            className="gallery__play"
            aria-label={pl.product.playVideo(current.video.title || props.name)}
            onClick={() => {
              // The button goes away with the picture: focus follows to the player's controls.
              focusPlayer.current = true;
              setPlaying(true);
            }}
          >
            <span className="gallery__play-mark" aria-hidden="true" />
            {pl.product.video}
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
                className={item.video ? "gallery__thumb gallery__thumb--video" : "gallery__thumb"}
                aria-label={
                  item.video
                    ? pl.product.playVideo(item.video.title || props.name)
                    : pl.product.showImage(position + 1)
                }
                aria-pressed={position === index}
                onClick={() => {
                  setIndex(position);
                  // A video thumbnail plays at once: the shopper chose the film.
                  setPlaying(item.video !== undefined);
                }}
              >
                <ProductImage path={item.image} alt="" size="cart" />
                {item.video ? <span className="gallery__play-mark" aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
