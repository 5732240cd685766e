/** The browser chunks of each URL dispatcher view, written by the client build (vite.config.ts). */
declare module "virtual:dispatched-view-chunks" {
  const chunks: Readonly<Record<string, readonly string[]>>;
  export default chunks;
  /** The style sheets (`/assets/…css`) of each view's chunks, for the server's stylesheet links. */
  export const styles: Readonly<Record<string, readonly string[]>>;
}
