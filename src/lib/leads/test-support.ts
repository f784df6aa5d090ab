/** Helpers for the lead tests: a throwaway database and sample leads. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openLeadStore, type LeadStore, type NewLead } from "@/lib/leads/store";

/** A fresh file database in a temporary folder; `cleanup` closes it and deletes the folder. */
export async function tempStore(): Promise<{ store: LeadStore; url: string; dir: string; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
  const url = `file:${join(dir, "leads.db")}`;
  const store = await openLeadStore({ url });
  return {
    store,
    url,
    dir,
    cleanup: () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A valid consultation lead with a unique key. */
export function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    idempotencyKey: `test-${Math.random().toString(16).slice(2)}${Date.now()}`,
    formKind: "consultation",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    phone: "07700 900982",
    franchiseSlugs: [],
    franchiseNames: [],
    marketingConsent: false,
    privacyNoticeVersion: "2025-01-01",
    ...overrides,
  };
}

/** A TCP port on 127.0.0.1 that nothing listens on (yet). */
export async function freePortForTest(): Promise<number> {
  const { createServer } = await import("node:net");
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}
