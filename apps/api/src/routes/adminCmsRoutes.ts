import type { StaffRole } from "@outlet/contract";
import { z } from "zod";
import {
  type ContentFields,
  type ContentKind,
  createContent,
  listContent,
  readContent,
  saveContentDraft,
} from "../cms/cmsEditing.js";
import { cmsBlockInputSchema, cmsPageInputSchema, menuInputSchema } from "../cms/cmsEditSchemas.js";
import { previewContent, publishContent } from "../cms/cmsPublishing.js";
import { publishMenu, readMenu, saveMenuDraft } from "../cms/menuEditing.js";
import type { AppContext, RouteGroup } from "../context.js";
import { ApiError } from "../http/apiError.js";
import { commonQuery, parseInput } from "../http/validation.js";
import { staffOf } from "../staff/staffOf.js";
import { positiveIntParam } from "./cmsRoutes.js";

/** Who edits content: the owner alone (after-sales-and-law.md §1 least privilege; apps/admin/README.md "Roles"). */
const CONTENT_ROLES: readonly StaffRole[] = ["owner"];
const guard = { staff: { roles: CONTENT_ROLES } };
const emptyQuery = z.strictObject({ ...commonQuery });
const idPath = z.strictObject({ id: positiveIntParam });

const deps = (context: AppContext) => ({
  database: context.database,
  catalog: context.catalog,
  audit: context.audit,
  now: context.now(),
});

/**
 * The back office's content (issue 25; api-contract.md §10.3/§10.4): CMS pages and blocks, and the menu.
 * Every edit saves a draft (the shop still shows the live version); `preview` opens the draft through the
 * shop's `/preview-cms-draft/{key}`; `publish` makes it live and announces the cache tags of the pages
 * that show it (`cmsPage`, `cmsPage-<identifier>`, `menu`). The owner only; each write audited.
 */
export const adminCmsRoutes: RouteGroup = {
  name: "admin-cms",
  register(router, context) {
    const content = (segment: string, kind: ContentKind, schema: z.ZodType<ContentFields>) => {
      const base = `/api/admin/cms/${segment}`;
      router.get(base, guard, async (request) => {
        parseInput("query", emptyQuery, request.query);
        return { items: await listContent(deps(context), kind) };
      });
      router.get(`${base}/:id`, guard, async (request) => {
        parseInput("query", emptyQuery, request.query);
        const { id } = parseInput("path", idPath, request.params);
        const view = await readContent(deps(context), kind, id);
        if (!view) throw new ApiError("not_found");
        return view;
      });
      router.post(base, guard, async (request) => {
        parseInput("query", emptyQuery, request.query);
        const fields = parseInput("body", schema, request.body);
        return createContent(deps(context), kind, fields, staffOf(request));
      });
      router.post(`${base}/:id`, guard, async (request) => {
        parseInput("query", emptyQuery, request.query);
        const { id } = parseInput("path", idPath, request.params);
        const fields = parseInput("body", schema, request.body);
        const view = await saveContentDraft(deps(context), kind, id, fields, staffOf(request));
        if (!view) throw new ApiError("not_found");
        return view;
      });
      router.post(`${base}/:id/preview`, guard, async (request) => {
        parseInput("query", emptyQuery, request.query);
        const { id } = parseInput("path", idPath, request.params);
        const preview = await previewContent(deps(context), kind, id, staffOf(request));
        if (!preview) throw new ApiError("not_found");
        // the shop's address of the preview, for the back office to open (config STOREFRONT_URL)
        return { ...preview, url: `${context.config.storefrontUrl}${preview.path}` };
      });
      router.post(`${base}/:id/publish`, guard, async (request) => {
        parseInput("query", emptyQuery, request.query);
        const { id } = parseInput("path", idPath, request.params);
        const published = await publishContent(deps(context), kind, id, staffOf(request));
        if (!published) throw new ApiError("not_found");
        const announced = await context.announcer.announce(published.tags);
        context.log.info({ kind, id, tags: published.tags, announced }, "cms publish");
        return { ...published, announced };
      });
    };
    content("pages", "cms_page", cmsPageInputSchema);
    content("blocks", "cms_block", cmsBlockInputSchema);

    router.get("/api/admin/cms/menu", guard, async (request) => {
      parseInput("query", emptyQuery, request.query);
      return readMenu(deps(context));
    });
    router.post("/api/admin/cms/menu", guard, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const input = parseInput("body", menuInputSchema, request.body);
      return saveMenuDraft(deps(context), input, staffOf(request));
    });
    router.post("/api/admin/cms/menu/publish", guard, async (request) => {
      parseInput("query", emptyQuery, request.query);
      const published = await publishMenu(deps(context), staffOf(request));
      const announced = await context.announcer.announce(published.tags);
      context.log.info({ tags: published.tags, announced }, "menu publish");
      return { ...published, announced };
    });
  },
};
