import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBuiltSite } from "./site-server.mjs";

/** Starts the built site once for every browser test and shares its address through the environment. */
export default async function globalSetup() {
  // Leads from browser tests go to a throwaway database, never the developer's own.
  process.env.LEADS_DATABASE_URL ??= `file:${join(await mkdtemp(join(tmpdir(), "leads-e2e-")), "leads.db")}`;
  const site = await startBuiltSite();
  process.env.SITE_BASE_URL = site.baseUrl;
  return async () => site.close();
}
