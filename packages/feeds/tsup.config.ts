import { definePackageBuild } from "@outlet/tooling/tsup";

export default definePackageBuild();
