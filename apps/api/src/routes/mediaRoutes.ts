import { z } from "zod";
import type { RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { RATE_LIMITS } from "../http/createRateLimiter.js";
import { commonQuery, customIssue, parseInput } from "../http/validation.js";
import { createImageStore } from "../media/createImageStore.js";
import { createMediaCatalogue } from "../media/createMediaCatalogue.js";
import { demoVideoFile } from "../media/demoVideos.js";
import { parseMediaPath } from "../media/parseMediaPath.js";
import { IMAGE_SIZES } from "../media/productImageFiles.js";
import { serveProductImage } from "../media/serveProductImage.js";

export { IMAGE_SIZES };

const dimension = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(1024));

const mediaPath = z
  .string()
  .min(1)
  .max(300)
  .refine(
    (p) =>
      !p.includes("..") && !p.includes("\\") && !p.includes("//") && !/^[a-z]+:/i.test(p) && !p.includes("%"),
    customIssue("invalid_format", "Nieprawidłowa ścieżka obrazu.", "Invalid image path."),
  )
  .refine(
    (p) => /\.(jpe?g|png|webp)$/i.test(p),
    customIssue(
      "invalid_format",
      "Dozwolone rozszerzenia: jpg, jpeg, png, webp.",
      "Allowed extensions: jpg, jpeg, png, webp.",
    ),
  );

const paramsSchema = z
  .strictObject({ w: dimension, h: dimension, action: z.enum(["resize", "fit"]), "*": mediaPath })
  .refine((p) => IMAGE_SIZES.some(([w, h]) => w === p.w && h === p.h), {
    ...customIssue(
      "invalid_enum",
      "Niedozwolony rozmiar obrazu (150×150, 600×744, 600×828).",
      "Image size not allowed (150×150, 600×744, 600×828).",
    ),
    path: ["w"],
  });

/**
 * `GET /img/{w}/{h}/{action}/{path}` (§7.6): the merchant's own pictures (`p/<hash>.<ext>`, rendered by the
 * import, WebP when the client accepts it, else the original's format), or generated demo PNG bytes,
 * rendered once in a worker thread and cached under `<DATA_DIR>/media-cache/` (a cache hit is a file read,
 * or memory for the most recent).
 */
export const mediaRoutes: RouteGroup = {
  name: "media",
  register(router, context) {
    const images = createImageStore({
      dataDir: context.config.dataDir,
      diskBudgetBytes: context.config.mediaCacheMaxBytes,
    });
    const media = createMediaCatalogue(context.database.db);
    context.onClose(() => images.close());
    router.get(
      "/img/:w/:h/:action/*",
      { rateLimit: [RATE_LIMITS.media], cache: "immutable", gate: "media" },
      async (request, reply) => {
        parseInput("query", z.strictObject(commonQuery), request.query);
        const params = parseInput("path", paramsSchema, request.params);
        const own = await serveProductImage(context.config.dataDir, params, request.headers.accept);
        if (own)
          return reply
            .code(200)
            .type(own.type)
            .header("Vary", "Accept")
            .header("Content-Security-Policy", "default-src 'none'")
            .send(own.bytes);
        const subject = parseMediaPath(params["*"]);
        // only what the catalogue has is drawn (issue 31): no picture of a made-up product or banner
        if (!subject || !(await media.exists(params["*"], subject))) throw new ApiError("not_found");
        const bytes = await images.get({
          subject,
          width: params.w,
          height: params.h,
          action: params.action,
          key: `${params.w}x${params.h}/${params.action}/${params["*"]}`,
        });
        return reply
          .code(200)
          .type("image/png")
          .header("Content-Security-Policy", "default-src 'none'")
          .send(bytes);
      },
    );
    // The demo product videos and their Polish captions (issue 15), from a fixed list of files.
    router.get(
      "/media/video/:file",
      { rateLimit: [RATE_LIMITS.media], cache: "immutable" },
      async (request, reply) => {
        parseInput("query", z.strictObject(commonQuery), request.query);
        const { file } = parseInput("path", z.strictObject({ file: z.string().max(64) }), request.params);
        const video = await demoVideoFile(file);
        if (!video) throw new ApiError("not_found");
        return reply
          .code(200)
          .type(video.type)
          .header("Content-Security-Policy", "default-src 'none'")
          .send(video.bytes);
      },
    );
  },
};
