import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBuiltSite } from "./site-server.mjs";

/** Starts the built site once for every browser test and shares its address through the environment. */
export default async function globalSetup() {
  // Leads from browser tests go to a throwaway database, never the developer's own, removed when the run ends.
  const leadsDir = process.env.LEADS_DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), "leads-e2e-"));
  if (leadsDir) process.env.LEADS_DATABASE_URL = `file:${join(leadsDir, "leads.db")}`;
  // Every browser test posts from 127.0.0.1: lift the per-client limit, and let quick robotic typing through.
  process.env.LEADS_RATE_LIMIT ??= "10000";
  process.env.LEADS_MIN_FILL_MS ??= "300";
  const site = await startBuiltSite();
  process.env.SITE_BASE_URL = site.baseUrl;
  return async () => {
    await site.close();
    if (leadsDir) await rm(leadsDir, { recursive: true, force: true });
  };
}
