/**
 * `npm run stats`: the owner's tables (as /owner shows them) in a terminal, from LEADS_DATABASE_URL or
 * data/leads.db. `npm run stats -- --days 7` covers the last 7 days; `--csv` prints the counters as CSV instead.
 */
import { readLeadsConfig } from "@/lib/leads/config";
import { databaseLabel, openLeadStore } from "@/lib/leads/store";
import { utcDay } from "@/lib/stats/counting";
import { buildReport, countsCsv, daysBefore, reportText } from "@/lib/stats/report";
import { weekOnWeek, weekText } from "@/lib/stats/week";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const daysAt = args.indexOf("--days");
  const days = daysAt >= 0 ? Number(args[daysAt + 1]) : 30;
  if (!Number.isInteger(days) || days < 1 || days > 90) throw new Error("--days takes a whole number from 1 to 90");
  const config = readLeadsConfig();
  const store = await openLeadStore({ url: config.databaseUrl });
  try {
    const today = utcDay(new Date());
    const counts = await store.readCounts(daysBefore(today, 89));
    if (args.includes("--csv")) process.stdout.write(countsCsv(counts));
    else {
      console.info(`Counters in ${databaseLabel(config.databaseUrl)}\n`);
      process.stdout.write(weekText(weekOnWeek(counts, today)) + reportText(buildReport(counts, today, days)));
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
