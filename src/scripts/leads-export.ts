/**
 * `npm run leads:export`: every stored lead as CSV on standard output (a header line, then one line per
 * lead), from LEADS_DATABASE_URL or data/leads.db. Example: `npm run -s leads:export > leads.csv`.
 */
import { readLeadsConfig } from "@/lib/leads/config";
import { writeLeadsCsv } from "@/lib/leads/csv";
import { databaseLabel, openLeadStore } from "@/lib/leads/store";

async function main(): Promise<void> {
  const config = readLeadsConfig();
  const store = await openLeadStore({ url: config.databaseUrl });
  try {
    const count = await writeLeadsCsv(store, (chunk) => {
      // Respect back-pressure so a large export piped to a slow consumer is not buffered in memory.
      if (!process.stdout.write(chunk))
        return new Promise<void>((resolve) => process.stdout.once("drain", () => resolve()));
    });
    console.error(`${count} lead${count === 1 ? "" : "s"} exported from ${databaseLabel(config.databaseUrl)}`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
