// vitest's global setup for the unit project: one throwaway PostgreSQL cluster for the whole run, so the lead
// store's tests run on both engines; each test makes its own database on it (createDatabaseAt).
import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  project.provide("postgresAdminUrl", cluster.adminUrl);
  return () => cluster.stop();
}
