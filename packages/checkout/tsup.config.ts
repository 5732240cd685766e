import { definePackageBuild } from "@outlet/tooling/tsup";

// Two entries: the rules, and `./phone` with the numbering-plan validator (libphonenumber-js's metadata),
// so importing the rules never brings that metadata (issue 28).
export default definePackageBuild({ entry: ["src/index.ts", "src/phone.ts"] });
