/** Image settings (behaviour §2.4). */
export interface ImagesConfig {
  /** Base URL of the resizer; may be a template with `{{url}}`, `{{width}}`, `{{height}}`. @default "/img/" */
  readonly baseUrl?: string | undefined;
  /** Proxy URL; wins over `baseUrl` when set. @default "" */
  readonly proxyUrl?: string | undefined;
  /** What blank and `no_selection` paths become. @default "" */
  readonly productPlaceholder?: string | undefined;
  /** Return the (prefixed) URL as is, without the resizer. @default false */
  readonly useExactUrlsNoProxy?: boolean | undefined;
  /** Prefix every path with `paths[pathType]`. @default false */
  readonly useSpecificImagePaths?: boolean | undefined;
  /** Prefixes per path type (`product`, `category`, …). @default {} */
  readonly paths?: Readonly<Record<string, string>> | undefined;
}

/** The part of the app configuration image paths read. */
export interface ImagePathConfig {
  /** `api.url`: prepended to paths that start with `/`. @default "" */
  readonly apiUrl?: string | undefined;
  /** Image settings. */
  readonly images?: ImagesConfig | undefined;
}

/**
 * The shop's image defaults: the backend's resizer at `/img/{w}/{h}/resize/{path}` (api-contract §7.6) on
 * the same origin, no placeholder URL.
 *
 * @example
 * getThumbnailPath("/s/u/sukienka.jpg", 600, 828, "product", defaultImagePathConfig); // "/img/600/828/resize/s/u/sukienka.jpg"
 */
export const defaultImagePathConfig: ImagePathConfig = { apiUrl: "", images: { baseUrl: "/img/" } };

/** A width × height pair in pixels. */
export interface ThumbnailSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The thumbnail sizes of the shop (catalogue §9): cart 150×150, gallery 600×744, list 600×828.
 *
 * @example
 * thumbnailSizes.list; // { width: 600, height: 828 }
 */
export const thumbnailSizes: {
  readonly cart: ThumbnailSize;
  readonly gallery: ThumbnailSize;
  readonly list: ThumbnailSize;
} = {
  cart: { width: 150, height: 150 },
  gallery: { width: 600, height: 744 },
  list: { width: 600, height: 828 },
};

/**
 * `apiUrl + url` when `url` starts with `/`, otherwise `url` unchanged (behaviour §2.4). Pure.
 *
 * @param url - A path or absolute URL. @default ""
 * @param config - Where `apiUrl` comes from. @default defaultImagePathConfig
 * @example
 * processURLAddress("/img/", { apiUrl: "https://api.example.pl" }); // "https://api.example.pl/img/"
 */
export function processURLAddress(url = "", config: ImagePathConfig = defaultImagePathConfig): string {
  return url.startsWith("/") ? `${config.apiUrl ?? ""}${url}` : url;
}

function isRealImage(url: unknown): url is string {
  return typeof url === "string" && url !== "" && !url.includes("no_selection");
}

/**
 * The URL of a resized image (behaviour §2.4): the placeholder for blank or `no_selection` paths; the
 * specific-path prefix and the exact-URL switch; otherwise the (URL-encoded when it holds `://`, `?` or
 * `&` after position 0) path on the resizer, either through a `{{url}}/{{width}}/{{height}}` template or
 * as `base + w + '/' + h + '/resize' + url`. Pure.
 *
 * @param w - Width. @default 0
 * @param h - Height. @default 0
 * @param pathType - Key into `images.paths`. @default "product"
 * @param config - Image settings. @default defaultImagePathConfig
 * @example
 * getThumbnailPath("/s/u/sukienka.jpg", 150, 150); // "/img/150/150/resize/s/u/sukienka.jpg"
 * getThumbnailPath("no_selection", 150, 150, "product", { images: { productPlaceholder: "/placeholder.svg" } }); // "/placeholder.svg"
 */
export function getThumbnailPath(
  url: string | null | undefined,
  w = 0,
  h = 0,
  pathType = "product",
  config: ImagePathConfig = defaultImagePathConfig,
): string {
  const images = config.images ?? {};
  if (!isRealImage(url)) return images.productPlaceholder || "";
  let path = url;
  if (images.useSpecificImagePaths) path = (images.paths?.[pathType] || "") + path;
  if (images.useExactUrlsNoProxy) return path;
  if (path.indexOf("://") > 0 || path.indexOf("?") > 0 || path.indexOf("&") > 0)
    path = encodeURIComponent(path);
  const base = processURLAddress(images.proxyUrl || images.baseUrl || "", config);
  if (base.includes("{{")) {
    return base
      .replace("{{url}}", () => path)
      .replace("{{width}}", () => String(w))
      .replace("{{height}}", () => String(h));
  }
  return `${base}${w}/${h}/resize${path}`;
}

/** The product fields {@link productThumbnailPath} reads. */
export interface ThumbnailProduct {
  readonly type_id?: string | undefined;
  readonly image?: string | null | undefined;
  readonly is_configured?: boolean | undefined;
  readonly configurable_children?: readonly { readonly image?: string | null | undefined }[] | undefined;
}

/**
 * The image path to show for a product (behaviour §2.4): its own `image`; for a configurable product
 * without a real image that is not configured yet, the first child's image, or else the first child that
 * has a real one. Returns `''` when nothing is found (then {@link getThumbnailPath} gives the placeholder).
 * Pure.
 *
 * @example
 * productThumbnailPath({ type_id: "configurable", image: "no_selection", configurable_children: [{ image: "" }, { image: "/b.jpg" }] }); // "/b.jpg"
 */
export function productThumbnailPath(product: ThumbnailProduct): string {
  if (product.type_id === "configurable" && !isRealImage(product.image) && !product.is_configured) {
    const children = product.configurable_children ?? [];
    const first = children[0]?.image;
    if (isRealImage(first)) return first;
    const withImage = children.find((child) => isRealImage(child.image));
    if (withImage !== undefined) return withImage.image as string;
  }
  return product.image ?? "";
}
