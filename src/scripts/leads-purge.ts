/**
 * `npm run leads:purge`: deletes every lead older than the retention period (LEADS_RETENTION_MONTHS, 24 by
 * default: the privacy notice's period) with its consent records and outbox rows, keeping proof of granted
 * marketing consents not withdrawn (consent_proofs), deletes proofs withdrawn longer ago than the period, and
 * forgets old rate-limit hits. The server does the same once a day; this is for a cron job or a one-off. Safe while servers run.
 */
import { readLeadsConfig } from "@/lib/leads/config";
import { purgeExpiredLeads, retentionCutoff } from "@/lib/leads/retention";
import { openLeadStore } from "@/lib/leads/store";

async function main(): Promise<void> {
  const config = readLeadsConfig();
  const store = await openLeadStore({ url: config.databaseUrl });
  try {
    const now = new Date();
    const removed = await purgeExpiredLeads(store, config.retentionMonths, now);
    const hits = await store.sweepRateLimit(config.rateWindowMs);
    console.log(
      `Deleted ${removed.leads.length} lead(s) that arrived before ${retentionCutoff(now, config.retentionMonths).toISOString()} ` +
        `(${config.retentionMonths} months), with ${removed.consentRecords} consent record(s) and ` +
        `${removed.outboxRows} outbox row(s); kept proof of ${removed.consentProofsKept} marketing consent(s) still ` +
        `relied on, deleted ${removed.consentProofsDeleted} proof(s) withdrawn before then; ` +
        `forgot ${hits} expired rate-limit hit(s).`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
