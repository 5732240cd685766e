import { getThumbnailPath, type ThumbnailSize, thumbnailSizes } from "@outlet/formatting";
import { shopConfig } from "./shopConfig";

/** The attributes of a responsive product image (behaviour.md §2.4, catalogue.md §9 thumbnail sizes). */
export interface ImageSources {
  readonly src: string;
  readonly srcSet: string | undefined;
  readonly width: number;
  readonly height: number;
}

/**
 * The `src`/`srcset` of a media path at one of the spec's thumbnail sizes; `no_selection` and blank paths
 * give the placeholder (and no `srcset`). The resizer only serves the configured sizes (api-contract.md
 * §7.6), so the `srcset` offers the cart size (150 px) and the requested size.
 *
 * @example
 * imageSources("/s/sukienka.png", "list").src; // "/img/600/828/resize/s/sukienka.png"
 */
export function imageSources(
  path: string | null | undefined,
  size: keyof typeof thumbnailSizes,
): ImageSources {
  const { width, height }: ThumbnailSize = thumbnailSizes[size];
  const src = getThumbnailPath(path, width, height, "product", shopConfig.images);
  const placeholder = shopConfig.images.images?.productPlaceholder;
  if (src === placeholder) return { src, srcSet: undefined, width, height };
  const small = getThumbnailPath(
    path,
    thumbnailSizes.cart.width,
    thumbnailSizes.cart.height,
    "product",
    shopConfig.images,
  );
  return { src, srcSet: size === "cart" ? undefined : `${small} 150w, ${src} ${width}w`, width, height };
}
