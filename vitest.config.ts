import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { projects } from "./vitest.workspace.ts";

export default defineConfig({
  test: {
    projects,
    // Vitest's default in a run is one worker fewer than the cores: a single worker on the 2-core CI machine,
    // every file one after another (the whole suite 741 s, never more than one file running at a time). The
    // API files wait on their servers and databases much of the time, so two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
