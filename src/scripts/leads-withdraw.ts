/**
 * `npm run leads:withdraw -- <email> [purpose]`: a visitor withdraws a consent (marketing emails by default, or
 * `share-with-franchisors`). Records the time on every granted record of that address (any letter case), its
 * leads' and its kept marketing proofs', so the proof is then kept only for the retention period. Nothing is
 * deleted: the record shows what was agreed, when, and when it was withdrawn.
 */
import { CONSENT_PURPOSES, type ConsentPurpose } from "@/config/consent";
import { readLeadsConfig } from "@/lib/leads/config";
import { openLeadStore } from "@/lib/leads/store";

const WITHDRAWABLE: readonly ConsentPurpose[] = CONSENT_PURPOSES.filter((purpose) => purpose !== "privacy-notice");

async function main(): Promise<void> {
  const email = process.argv[2]?.trim();
  const purpose = (process.argv[3]?.trim() || "marketing-email") as ConsentPurpose;
  if (!email || !email.includes("@") || !WITHDRAWABLE.includes(purpose)) {
    console.error(`Usage: npm run leads:withdraw -- <email address> [${WITHDRAWABLE.join("|")}]`);
    process.exitCode = 2;
    return;
  }
  const config = readLeadsConfig();
  const store = await openLeadStore({ url: config.databaseUrl });
  try {
    const withdrawn = await store.withdrawConsent(email, purpose);
    console.log(
      `Withdrew ${purpose} consent of ${email}: ${withdrawn.consentRecords} lead record(s) and ` +
        `${withdrawn.consentProofs} kept proof(s) marked withdrawn.` +
        (purpose === "share-with-franchisors"
          ? " Pass nothing further to franchisors, and tell any franchisor already introduced."
          : " Remove the address from the mailing list too.") +
        " Copies in the notification mailbox and the CRM must be updated there.",
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
