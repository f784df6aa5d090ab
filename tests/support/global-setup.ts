import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBuiltSite } from "./site-server.mjs";

/** Starts the built site once for every browser test and shares its address through the environment. */
export default async function globalSetup() {
  // Leads from browser tests go to a throwaway database, never the developer's own.
  process.env.LEADS_DATABASE_URL ??= `file:${join(await mkdtemp(join(tmpdir(), "leads-e2e-")), "leads.db")}`;
  // Every browser test posts from 127.0.0.1: lift the per-client limit, and let quick robotic typing through.
  process.env.LEADS_RATE_LIMIT ??= "10000";
  process.env.LEADS_MIN_FILL_MS ??= "300";
  const site = await startBuiltSite();
  process.env.SITE_BASE_URL = site.baseUrl;
  return async () => site.close();
}
