import type { DispatchedPage } from "../../lib/catalogViews";

/** What a page the URL dispatcher resolved gets besides its data (the rest comes from the root route). */
export interface DispatchedViewProps<TPage extends DispatchedPage> {
  readonly data: TPage;
  readonly origin: string;
  readonly swatches: Readonly<Record<string, string>>;
}
