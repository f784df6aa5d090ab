/**
 * `npm run leads:erase -- <email>`: a data subject's erasure request. Deletes every lead of that email
 * address (any letter case) with its consent records, outbox rows and kept consent proofs, and prints what it
 * removed.
 */
import { readLeadsConfig } from "@/lib/leads/config";
import { openLeadStore } from "@/lib/leads/store";

async function main(): Promise<void> {
  const email = process.argv[2]?.trim();
  if (!email || !email.includes("@")) {
    console.error("Usage: npm run leads:erase -- <email address>");
    process.exitCode = 2;
    return;
  }
  const config = readLeadsConfig();
  const store = await openLeadStore({ url: config.databaseUrl });
  try {
    const removed = await store.eraseByEmail(email);
    for (const lead of removed.leads) {
      console.log(`Deleted lead ${lead.id}: ${lead.formKind} from ${lead.email}, received ${lead.createdAt}`);
    }
    console.log(
      `Erased ${removed.leads.length} lead(s) of ${email}, with ${removed.consentRecords} consent record(s) and ` +
        `${removed.outboxRows} outbox row(s)` +
        (removed.consentProofsDeleted > 0 ? `, and ${removed.consentProofsDeleted} kept consent proof(s).` : ".") +
        (removed.leads.length > 0
          ? " Copies already delivered (notification mail, CRM, earlier backups) must be erased there too."
          : ""),
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
