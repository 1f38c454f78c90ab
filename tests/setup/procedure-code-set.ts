// The unit layer's global setup: every code procedure_codes holds after an import, parsed once from
// the reference files for the reading-accuracy tests, which check a reading's codes as the Worker
// does when it saves one (decision 103). Empty when the reference files are missing: those tests
// then say so.
import type { TestProject } from "vitest/node";
import { procedureCodeSet } from "../fixtures/analysis/reference-files";

declare module "vitest" {
  export interface ProvidedContext {
    procedureCodes: string[];
  }
}

export default async function setup(project: TestProject) {
  const codes = await procedureCodeSet().catch(() => new Set<string>());
  project.provide("procedureCodes", [...codes]);
}
