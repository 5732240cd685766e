import { imageSources } from "../lib/images";

/** A product image with its intrinsic size (no layout shift), `srcset`, and lazy loading below the fold. */
export function ProductImage(props: {
  readonly path: string | null | undefined;
  readonly alt: string;
  readonly size: "list" | "gallery" | "cart";
  /** Above the fold: load eagerly with high priority (the LCP image). */
  readonly priority?: boolean;
  readonly sizes?: string;
  readonly className?: string;
}) {
  const image = imageSources(props.path, props.size);
  return (
    <img
      className={props.className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (props.sizes ?? "(min-width: 1024px) 25vw, 50vw") : undefined}
      width={image.width}
      height={image.height}
      alt={props.alt}
      loading={props.priority ? "eager" : "lazy"}
      decoding="async"
      {...(props.priority ? { fetchPriority: "high" as const } : {})}
    />
  );
}
