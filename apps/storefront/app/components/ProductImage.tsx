import { afterImageError, LAZY_LOADER } from "@outlet/formatting";
import { useEffect, useRef, useState } from "react";
import { type ImageSources, imageSources } from "../lib/images";
import { observeLazy } from "../lib/lazyObserver";
import { shopConfig } from "../lib/shopConfig";

type Props = {
  readonly path: string | null | undefined;
  readonly alt: string;
  readonly size: "list" | "gallery" | "cart";
  /** Above the fold: load eagerly with high priority (the LCP image). */
  readonly priority?: boolean;
  readonly sizes?: string;
  readonly className?: string;
};

/**
 * A product image with its intrinsic size (no layout shift) and `srcset`. Above the fold (`priority`) it
 * loads at once with high priority; otherwise the lazy loader of catalogue.md §9 takes it: it loads when
 * its top comes within 1.5 viewport heights (`LAZY_LOADER.preLoad`), a failed load is tried again up to 2
 * attempts in all (`LAZY_LOADER.attempt`), then the placeholder shows. Without JavaScript the `<noscript>`
 * copy loads natively lazily (the script-only copy is hidden by the root's `<noscript>` style).
 */
export function ProductImage(props: Props) {
  const image = imageSources(props.path, props.size);
  if (props.priority)
    return (
      <img
        className={props.className}
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.srcSet ? (props.sizes ?? "(min-width: 1024px) 25vw, 50vw") : undefined}
        width={image.width}
        height={image.height}
        alt={props.alt}
        loading="eager"
        decoding="async"
        fetchPriority="high"
      />
    );
  return <LazyImage {...props} image={image} />;
}

function LazyImage(props: Props & { readonly image: ImageSources }) {
  const { image } = props;
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);
  // Loads tried so far; a retry mounts a new <img>, which the browser fetches again.
  const [attempts, setAttempts] = useState(1);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    return observeLazy(element, () => setNear(true));
  }, [near]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image starts its attempts anew
  useEffect(() => {
    setAttempts(1);
    setFailed(false);
  }, [image.src]);
  const placeholder = shopConfig.images.images?.productPlaceholder ?? image.src;
  const sizes = image.srcSet ? (props.sizes ?? "(min-width: 1024px) 25vw, 50vw") : undefined;
  const loading = near && !failed;
  return (
    <>
      <img
        key={attempts}
        ref={ref}
        className={`lazy-image${props.className ? ` ${props.className}` : ""}`}
        src={loading ? image.src : failed ? placeholder : undefined}
        srcSet={loading ? image.srcSet : undefined}
        sizes={loading ? sizes : undefined}
        width={image.width}
        height={image.height}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
        alt={props.alt}
        decoding="async"
        data-lazy={failed ? "failed" : loading ? "loading" : "waiting"}
        data-attempts={attempts}
        onError={() => {
          if (!loading) return;
          if (afterImageError(attempts, LAZY_LOADER.attempt) === "retry") setAttempts(attempts + 1);
          else setFailed(true);
        }}
      />
      <noscript>
        <img
          className={props.className}
          src={image.src}
          srcSet={image.srcSet}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={props.alt}
          loading="lazy"
          decoding="async"
        />
      </noscript>
    </>
  );
}
