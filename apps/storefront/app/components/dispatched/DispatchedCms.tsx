import type { CmsPageData } from "../../lib/catalogViews";
import { CmsContent } from "../content/CmsContent";
import type { DispatchedViewProps } from "./dispatchedViewProps";

/** A content page reached by its path: the URL dispatcher's CMS view, in its own chunk. */
export function DispatchedCms({ data }: DispatchedViewProps<CmsPageData>) {
  return <CmsContent page={data} />;
}
