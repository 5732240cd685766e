// Every property suite runs at least 200 generated cases (issue acceptance), unless a test asks for more.
import fc from "fast-check";

fc.configureGlobal({ numRuns: 200 });
