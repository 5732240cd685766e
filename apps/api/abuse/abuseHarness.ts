import type { FastifyInstance } from "fastify";

/** Prints one line of the abuse suite's figures (they also go into the API README). */
export function report(name: string, figures: Record<string, number | string>): void {
  const parts = Object.entries(figures).map(([key, value]) => `${key}=${value}`);
  process.stdout.write(`ABUSE ${name}: ${parts.join(" ")}\n`);
}

/** A route as Fastify knows it: the path template and its methods. */
export interface KnownRoute {
  readonly path: string;
  readonly methods: readonly string[];
}

/**
 * Every route the server registered, read from `printRoutes({ commonPrefix: false })` (a tree whose child
 * lines continue their parent's path), so a route added later is covered without editing the suite.
 */
export function knownRoutes(app: FastifyInstance): KnownRoute[] {
  const stack: string[] = [];
  const routes: KnownRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const path = `${stack.join("")}${match[2] ?? ""}`;
    stack.push(match[2] ?? "");
    const full = path.startsWith("/") ? path : `/${path}`;
    if (match[3]) routes.push({ path: full, methods: match[3].split(", ").filter((m) => m !== "OPTIONS") });
  }
  return routes;
}

/** Runs `task` over `items` with at most `concurrency` at a time. */
export async function pool<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
