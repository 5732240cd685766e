import { definePackageProject } from "@outlet/tooling/vitest";

export default definePackageProject({ name: "feeds" });
