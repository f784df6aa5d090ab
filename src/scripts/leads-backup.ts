/**
 * `npm run leads:backup -- <file>`: writes a consistent snapshot of the lead database to a new file with
 * VACUUM INTO, safe while servers are taking leads, then opens the copy and checks its integrity.
 */
import { readLeadsConfig } from "@/lib/leads/config";
import { openLeadStore } from "@/lib/leads/store";

async function main(): Promise<void> {
  const target = process.argv[2]?.trim();
  if (!target) {
    console.error("Usage: npm run leads:backup -- <new file, e.g. backups/leads-2026-11-22.db>");
    process.exitCode = 2;
    return;
  }
  const config = readLeadsConfig();
  const store = await openLeadStore({ url: config.databaseUrl });
  try {
    await store.backupTo(target);
  } finally {
    await store.close();
  }
  // Opening runs the integrity check: a backup that would not restore fails here, not on the day it is needed.
  const copy = await openLeadStore({ url: `file:${target}` });
  try {
    console.log(`Backed up ${await copy.countLeads()} lead(s) to ${target} (integrity check ok).`);
  } finally {
    await copy.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
