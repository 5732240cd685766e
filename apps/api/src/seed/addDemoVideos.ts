import type { ProductSink } from "./productSink.js";

/** The demo videos (files under `assets/video/`, served by `GET /media/video/:file`) by sku prefix. */
const VIDEOS: readonly { readonly prefix: string; readonly file: string }[] = [
  { prefix: "SUK-", file: "sukienka" },
  { prefix: "KUR-", file: "kurtka" },
  { prefix: "KOS-", file: "koszula" },
];

/**
 * A product video in the gallery (catalogue.md §3 "media_gallery (image, optional video with video id)")
 * of three demo products: the second visible, in-stock configurable dress, jacket and shirt (the first of
 * each is left to the journeys that count its images). The entry's image is the product's own (the
 * poster and thumbnail); `vid` carries the id, the file's URL on the shop's origin, the title and the
 * Polish captions (WebVTT). Given after the random draws, so the rest of the catalogue stays as it was.
 */
export function addDemoVideos(sink: ProductSink): void {
  for (const video of VIDEOS) {
    const body = sink.documents
      .map((document) => document.body)
      .filter(
        (candidate) =>
          candidate.type_id === "configurable" &&
          String(candidate.sku).startsWith(video.prefix) &&
          candidate.status === 1 &&
          candidate.visibility === 4 &&
          (candidate.stock as { is_in_stock?: boolean } | undefined)?.is_in_stock === true,
      )[1];
    if (!body) continue;
    const gallery = Array.isArray(body.media_gallery)
      ? (body.media_gallery as Record<string, unknown>[])
      : [];
    const entry = {
      image: body.image,
      typ: "video",
      lab: `Film: ${String(body.name)}`,
      vid: {
        video_id: `demo-${video.file}`,
        url: `/media/video/${video.file}.webm`,
        title: `${String(body.name)} – film`,
        captions: `/media/video/${video.file}.pl.vtt`,
      },
    };
    // Second in the gallery, after the main picture, as the large shops place it.
    body.media_gallery = [gallery[0], entry, ...gallery.slice(1)]
      .filter((item) => item !== undefined)
      .map((item, index) => ({ ...item, pos: index + 1 }));
  }
}
