import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBuiltSite } from "./site-server.mjs";
import { catalogueSite } from "./catalogue-site.mjs";

/**
 * Whether this run includes catalogue.spec.ts: true unless spec files are named on the command line and it is not
 * among them (the edited-copy step names its specs and leaves it out).
 */
function runsCatalogueSpec(args = process.argv.slice(2)) {
  const named = args.filter((arg) => arg.endsWith(".spec.ts"));
  return named.length === 0 || named.some((arg) => arg.includes("catalogue"));
}

/** Starts the built site once for every browser test and shares its address through the environment. */
export default async function globalSetup() {
  // Leads from browser tests go to a throwaway database, never the developer's own, removed when the run ends.
  const leadsDir = process.env.LEADS_DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), "leads-e2e-"));
  if (leadsDir) process.env.LEADS_DATABASE_URL = `file:${join(leadsDir, "leads.db")}`;
  // Every browser test posts from 127.0.0.1: lift the per-client limit, and let quick robotic typing through.
  process.env.LEADS_RATE_LIMIT ??= "10000";
  process.env.LEADS_MIN_FILL_MS ??= "300";
  // The generated catalogue's build (catalogue.spec.ts) takes a minute or more: started here, beside the first
  // tests, rather than by the first catalogue test, while the other worker reaching one waits for it. Its fixture
  // waits for this build (or builds again, and fails there, if this one failed).
  const catalogue = runsCatalogueSpec()
    ? catalogueSite().catch((error: unknown) => console.error("The generated catalogue did not build:", error))
    : undefined;
  const site = await startBuiltSite();
  process.env.SITE_BASE_URL = site.baseUrl;
  return async () => {
    await catalogue;
    await site.close();
    if (leadsDir) await rm(leadsDir, { recursive: true, force: true });
  };
}
