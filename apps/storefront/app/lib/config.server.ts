/** Server-side settings of the storefront, read once from the environment. */
export interface ServerConfig {
  /** Origin of the backend API as the SSR server reaches it. */
  readonly apiOrigin: string;
}

/** Reads the storefront's server settings; `API_URL` defaults to the local reference backend. */
export function readServerConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServerConfig {
  return { apiOrigin: env.API_URL ?? "http://127.0.0.1:8080" };
}
