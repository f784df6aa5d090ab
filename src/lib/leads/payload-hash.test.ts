import { describe, expect, it } from "vitest";
import { canonicalLeadPayload, leadPayloadHash } from "@/lib/leads/payload-hash";
import { sampleLead } from "@/lib/leads/test-support";

describe("lead content hash", () => {
  const lead = sampleLead({
    formKind: "enquiry",
    franchiseSlugs: ["panwhistle-kitchen", "fettlewick-home-cleaning"],
    franchiseNames: ["Panwhistle Kitchen", "Fettlewick Home Cleaning"],
    shareWithFranchisors: false,
  });

  it("is the same for a retry: another key, page, names, times or franchise order", () => {
    const retry = {
      ...lead,
      idempotencyKey: "another",
      sourcePath: "/franchises",
      franchiseSlugs: ["fettlewick-home-cleaning", "panwhistle-kitchen"],
      franchiseNames: ["Renamed", "Also renamed"],
      consents: [{ purpose: "privacy-notice" as const, granted: true, wordingVersion: "2025-01-01", at: "x" }],
    };
    expect(leadPayloadHash(retry)).toBe(leadPayloadHash(lead));
    expect(leadPayloadHash(lead)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ["a ticked share box", { shareWithFranchisors: true }],
    ["another franchise", { franchiseSlugs: ["panwhistle-kitchen"] }],
    ["the marketing box", { marketingConsent: true }],
    ["a message", { message: "Hello" }],
    ["another privacy notice", { privacyNoticeVersion: "2026-11-22" }],
    ["a corrected email", { email: "ann.lee@example.com" }],
  ])("changes with %s", (_, change) => {
    expect(leadPayloadHash({ ...lead, ...change })).not.toBe(leadPayloadHash(lead));
  });

  it("spells absent answers as null, in a fixed key order", () => {
    const fields = (JSON.parse(canonicalLeadPayload(lead)) as [string, unknown][]).map(([field]) => field);
    expect(fields).toEqual([...fields].sort());
    expect(JSON.parse(canonicalLeadPayload(lead))).toContainEqual(["message", null]);
  });
});
