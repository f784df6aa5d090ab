/** Integration tests of POST /api/leads (the handler behind src/pages/api/leads.ts) on a temporary database. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENT_CONSENT_VERSIONS, consentWording } from "@/config/consent";
import { site } from "@/config/site";
import { readLeadsConfig, type LeadsConfig } from "@/lib/leads/config";
import { handleLeadPost, isSameOriginPost, type LeadHandlerDeps, type LeadOutcome } from "@/lib/leads/handler";
import { writeLeadsCsv } from "@/lib/leads/csv";
import { buildLeadMail } from "@/lib/leads/mail";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import type { LeadStore } from "@/lib/leads/store";
import { tempStore } from "@/lib/leads/test-support";
import { contactWordsFromFile } from "@/lib/leads/contact-words";
import { alreadyReceivedMessage } from "@/lib/leads/browser/already-received";
import { refusals } from "@/lib/leads/lead-kinds";
import { parseCsv } from "../../../tests/support/csv.mjs";

const SITE = "http://127.0.0.1:4321";
let store: LeadStore;
let cleanup: () => void;
let config: LeadsConfig;
let onStored: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  ({ store, cleanup } = await tempStore());
  config = readLeadsConfig({ SITE_URL: "https://www.franchise-advisor.example", LEADS_RATE_LIMIT: "1000" });
  onStored = vi.fn();
});
afterEach(() => cleanup());

function deps(overrides: Partial<LeadHandlerDeps> = {}): LeadHandlerDeps {
  return {
    config,
    store: async () => store,
    limiter: createRateLimiter({ limit: config.rateLimit, windowMs: config.rateWindowMs }),
    franchises: [
      { id: "1", slug: "fettlewick-home-cleaning", name: "Fettlewick Home Cleaning" },
      { id: "2", slug: "panwhistle-kitchen", name: "Panwhistle Kitchen" },
    ],
    remoteAddress: "203.0.113.7",
    phoneDisplay: "020 7946 0321",
    email: site.email,
    onStored,
    ...overrides,
  };
}

const consultation = {
  formKind: "consultation",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "07700 900982",
  preferredTime: "morning",
  consultationType: "investment",
  packageId: "gold",
  privacyNoticeVersion: "2025-01-01",
  sourcePath: "/services",
  marketingConsent: true,
  elapsedMs: 8000,
};
const enquiry = {
  formKind: "enquiry",
  firstName: "Bo",
  lastName: "Stone",
  email: "bo@example.com",
  phone: "+44 7700 900123",
  address: "1 High Street",
  postcode: "CT1 1AA",
  county: "Kent",
  country: "United Kingdom",
  leadTime: "3-6months",
  liquidCash: "50-100k",
  homeowner: "yes",
  selectedFranchises: ["panwhistle-kitchen", "fettlewick-home-cleaning"],
  privacyNoticeVersion: "2025-01-01",
};

function jsonRequest(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE, Host: "127.0.0.1:4321", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function formRequest(values: Record<string, string | string[]>, headers: Record<string, string> = {}): Request {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) for (const item of [value].flat()) form.append(key, item);
  return new Request(`${SITE}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE, Host: "127.0.0.1:4321", ...headers },
    body: form.toString(),
  });
}

function key(n: number) {
  return `web-${String(n).padStart(32, "0")}`;
}

async function response(
  outcome: LeadOutcome,
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  if (outcome.type !== "response") throw new Error(`expected a response, got the error page (${outcome.view.status})`);
  const text = await outcome.response.text();
  return { status: outcome.response.status, body: text ? JSON.parse(text) : {}, headers: outcome.response.headers };
}

describe("valid leads", () => {
  it("stores a JSON consultation with consent, privacy version and package, and answers 201", async () => {
    const result = await response(
      await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(1) }), deps()),
    );
    expect(result).toMatchObject({ status: 201, body: { ok: true, duplicate: false } });
    const [lead] = await store.listLeads();
    expect(lead).toMatchObject({
      formKind: "consultation",
      firstName: "Ann",
      packageId: "gold",
      consultationType: "investment",
      marketingConsent: true,
      privacyNoticeVersion: "2025-01-01",
      sourcePath: "/services",
      idempotencyKey: key(1),
      mailStatus: "pending",
    });
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  it("stores a JSON enquiry with the franchise names", async () => {
    const result = await response(
      await handleLeadPost(jsonRequest({ ...enquiry, idempotencyKey: key(2), elapsedMs: 9000 }), deps()),
    );
    expect(result.status).toBe(201);
    expect((await store.listLeads())[0]).toMatchObject({
      formKind: "enquiry",
      franchiseSlugs: ["panwhistle-kitchen", "fettlewick-home-cleaning"],
      franchiseNames: ["Panwhistle Kitchen", "Fettlewick Home Cleaning"],
      marketingConsent: false,
      postcode: "CT1 1AA",
    });
  });

  it("redirects a no-JavaScript post to the thank-you page with 303", async () => {
    const outcome = await handleLeadPost(formRequest({ ...enquiry, marketingConsent: "yes", homepage: "" }), deps());
    if (outcome.type !== "response") throw new Error("expected a redirect");
    expect(outcome.response.status).toBe(303);
    expect(outcome.response.headers.get("location")).toBe("/thank-you");
    expect((await store.listLeads())[0]).toMatchObject({
      formKind: "enquiry",
      marketingConsent: true,
      franchiseSlugs: ["panwhistle-kitchen", "fettlewick-home-cleaning"],
    });
  });

  it("stores the same no-JavaScript post twice (a double click) once", async () => {
    const values = { ...consultation, marketingConsent: "", elapsedMs: "" } as unknown as Record<string, string>;
    await handleLeadPost(formRequest(values), deps());
    await handleLeadPost(formRequest(values), deps());
    expect(await store.countLeads()).toBe(1);
  });
});

/** Every stored lead as exported CSV rows keyed by header. */
async function exportedRows(): Promise<Record<string, string>[]> {
  let csv = "";
  await writeLeadsCsv(store, (chunk) => {
    csv += chunk;
  });
  const [names, ...rows] = parseCsv(csv);
  return rows.map((row) => Object.fromEntries(row.map((cell, index) => [names[index], cell])));
}

describe("defects found by fuzzing", () => {
  it("answers 400 with a field error, not 500, for an elapsedMs that cannot become a number", async () => {
    const result = await response(
      await handleLeadPost(jsonRequest({ formKind: "consultation", elapsedMs: { toString: 1 } }), deps()),
    );
    expect(result.status).toBe(400);
    expect((result.body.errors as Record<string, string>).elapsedMs).toMatch(/whole number of milliseconds/);
    expect(await store.countLeads()).toBe(0);
    // A form post's digits still count as a number.
    const posted = await response(
      await handleLeadPost(jsonRequest({ ...consultation, elapsedMs: "8000", idempotencyKey: key(40) }), deps()),
    );
    expect(posted.status).toBe(201);
  });

  it("refuses a NUL in the message with a field error instead of storing text every read cuts short", async () => {
    const result = await response(
      await handleLeadPost(
        jsonRequest({ ...consultation, message: "Please call me\u0000 on Tuesday", idempotencyKey: key(41) }),
        deps(),
      ),
    );
    expect(result.status).toBe(400);
    expect((result.body.errors as Record<string, string>).message).toMatch(/control\) characters/);
    expect(await store.countLeads()).toBe(0);

    // Tabs and line breaks are text, stored and read back whole, in the export and the mail alike.
    const whole = "Please call me\ton Tuesday\r\nor Wednesday";
    const stored = await response(
      await handleLeadPost(jsonRequest({ ...consultation, message: whole, idempotencyKey: key(42) }), deps()),
    );
    expect(stored.status).toBe(201);
    const [lead] = await store.listLeads();
    expect(lead.message).toBe(whole);
    expect(buildLeadMail(lead, { from: "a@example.com", to: "b@example.com" }).text).toContain(whole);
  });

  it("exports names, messages and phone numbers that begin like a formula defused", async () => {
    const result = await response(
      await handleLeadPost(
        jsonRequest({
          ...consultation,
          firstName: "-1-1",
          lastName: "+1-1",
          message: "+1-1",
          phone: "+44 7700 900982",
          idempotencyKey: key(43),
        }),
        deps(),
      ),
    );
    expect(result.status).toBe(201);
    expect((await store.listLeads())[0]).toMatchObject({ firstName: "-1-1", lastName: "+1-1", message: "+1-1" });
    const [row] = await exportedRows();
    expect(row).toMatchObject({ first_name: "'-1-1", last_name: "'+1-1", message: "'+1-1", phone: "'+44 7700 900982" });
  });
});

describe("consent records", () => {
  it("records the privacy notice and the marketing email choice on every lead, with wording versions", async () => {
    const before = Date.now();
    await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(50) }), deps());
    const [lead] = await store.listLeads();
    expect(lead.consents.map(({ at: _at, ...rest }) => rest)).toEqual([
      { purpose: "privacy-notice", granted: true, wordingVersion: "2025-01-01" },
      { purpose: "marketing-email", granted: true, wordingVersion: CURRENT_CONSENT_VERSIONS["marketing-email"] },
    ]);
    for (const consent of lead.consents) expect(Date.parse(consent.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(consentWording("marketing-email", lead.consents[1].wordingVersion)).toMatch(/occasional emails/);
    expect(lead.shareWithFranchisors).toBeUndefined();
  });

  it("stores named franchisors by slug with the share consent, and lists name and slug in mail and export", async () => {
    await handleLeadPost(
      jsonRequest({ ...enquiry, consentShareFranchisors: true, elapsedMs: 9000, idempotencyKey: key(51) }),
      deps(),
    );
    const [lead] = await store.listLeads();
    expect(lead.franchiseSlugs).toEqual(["panwhistle-kitchen", "fettlewick-home-cleaning"]);
    expect(lead.shareWithFranchisors).toBe(true);
    expect(lead.consents.find((consent) => consent.purpose === "share-with-franchisors")).toMatchObject({
      granted: true,
      wordingVersion: CURRENT_CONSENT_VERSIONS["share-with-franchisors"],
      detail: {
        franchisors: [
          { slug: "panwhistle-kitchen", name: "Panwhistle Kitchen" },
          { slug: "fettlewick-home-cleaning", name: "Fettlewick Home Cleaning" },
        ],
      },
    });
    const mail = buildLeadMail(lead, { from: "a@example.com", to: "b@example.com" }).text;
    expect(mail).toContain(
      "Franchises: Panwhistle Kitchen (panwhistle-kitchen); Fettlewick Home Cleaning (fettlewick-home-cleaning)",
    );
    expect(mail).toMatch(/^Share with these franchisors: Yes/m);
    const [row] = await exportedRows();
    expect(row).toMatchObject({
      franchise_slugs: "panwhistle-kitchen;fettlewick-home-cleaning",
      franchises: "Panwhistle Kitchen (panwhistle-kitchen); Fettlewick Home Cleaning (fettlewick-home-cleaning)",
      share_with_franchisors: "yes",
    });
    expect(row.consent_share_with_franchisors).toMatch(
      /^granted; wording 2026-11-22; 20\d\d-.+; franchisors: Panwhistle Kitchen \+ Fettlewick Home Cleaning$/,
    );
  });

  it("marks an enquiry naming franchisors without the share box as not to be shared (no-JavaScript post too)", async () => {
    // A page cached from an older build posts a numeric id: it is stored as the slug.
    const outcome = await handleLeadPost(formRequest({ ...enquiry, selectedFranchises: ["1"] }), deps());
    expect(outcome.type === "response" && outcome.response.status).toBe(303);
    const [lead] = await store.listLeads();
    expect(lead.franchiseSlugs).toEqual(["fettlewick-home-cleaning"]);
    expect(lead.shareWithFranchisors).toBe(false);
    expect(lead.consents.find((consent) => consent.purpose === "share-with-franchisors")?.granted).toBe(false);
    expect(buildLeadMail(lead, { from: "a@example.com", to: "b@example.com" }).text).toContain(
      "Share with these franchisors: NO: not to be shared",
    );
    const [row] = await exportedRows();
    expect(row.share_with_franchisors).toBe("no");

    const ticked = await handleLeadPost(
      formRequest({ ...enquiry, email: "cy@example.com", consentShareFranchisors: "yes" }),
      deps(),
    );
    expect(ticked.type === "response" && ticked.response.status).toBe(303);
    expect((await store.listLeads())[1].shareWithFranchisors).toBe(true);
  });

  it("refuses a privacy notice version the site never published", async () => {
    const result = await response(
      await handleLeadPost(jsonRequest({ ...consultation, privacyNoticeVersion: "1999-01-01" }), deps()),
    );
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors as object)).toEqual(["privacyNoticeVersion"]);
  });
});

describe("duplicate keys", () => {
  it("answers a repeated idempotency key with success and stores the lead once", async () => {
    const first = await response(
      await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(3) }), deps()),
    );
    const again = await response(
      await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(3) }), deps()),
    );
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 200, body: { ok: true, duplicate: true } });
    expect(await store.countLeads()).toBe(1);
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  // Issue 24: the island keeps its key across retries and corrections. A visitor whose answer was lost ticks a
  // franchise and the share box and sends again: the first lead must not gain a share-with-franchisors record
  // (or an outbox row) it never asked for, and the edit must not be silently dropped as a "duplicate".
  it("refuses the same key with other content (409), adding nothing to the first lead", async () => {
    const first = { ...enquiry, selectedFranchises: [], idempotencyKey: key(4), elapsedMs: 8000 };
    expect((await response(await handleLeadPost(jsonRequest(first), deps()))).status).toBe(201);
    const before = await store.listLeads();
    const edited = {
      ...first,
      selectedFranchises: ["panwhistle-kitchen"],
      consentShareFranchisors: true,
      elapsedMs: 60_000,
    };
    const again = await response(await handleLeadPost(jsonRequest(edited), deps()));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, code: "already_received" });
    // In the owner's words (contact.yaml), with the server's own phone and email.
    const contact = { phoneDisplay: "020 7946 0321", email: site.email };
    expect(again.body.message).toBe(alreadyReceivedMessage(contactWordsFromFile.alreadyReceived, contact));
    expect(again.body.message).toContain("020 7946 0321");
    expect(await store.listLeads()).toEqual(before);
    expect(before[0].consents.map((consent) => consent.purpose)).toEqual(["privacy-notice", "marketing-email"]);
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  it("answers the same key and content again as a duplicate even when the fill time differs", async () => {
    const lead = { ...enquiry, selectedFranchises: ["panwhistle-kitchen"], idempotencyKey: key(5), elapsedMs: 8000 };
    expect((await response(await handleLeadPost(jsonRequest(lead), deps()))).status).toBe(201);
    const before = await store.listLeads();
    const again = await response(await handleLeadPost(jsonRequest({ ...lead, elapsedMs: 30_000 }), deps()));
    expect(again).toMatchObject({ status: 200, body: { ok: true, duplicate: true } });
    expect(await store.listLeads()).toEqual(before);
  });

  it("shows the no-JavaScript post the same answer on the error page, and keeps the first lead", async () => {
    const first = { ...enquiry, selectedFranchises: [], idempotencyKey: key(6), elapsedMs: 8000 };
    expect((await response(await handleLeadPost(jsonRequest(first), deps()))).status).toBe(201);
    const outcome = await handleLeadPost(
      formRequest({
        ...first,
        elapsedMs: "9000",
        selectedFranchises: ["panwhistle-kitchen"],
        consentShareFranchisors: "yes",
      }),
      deps(),
    );
    if (outcome.type !== "error-page") throw new Error("expected the error page");
    expect(outcome.view).toMatchObject({ status: 409, errors: {} });
    expect(outcome.view.message).toMatch(/already (have|received)/i);
    expect(outcome.view.message).toContain(site.email);
    expect((await store.listLeads())[0].franchiseSlugs).toEqual([]);
  });

  it("exports the first lead unchanged, consent records included, after a refused change", async () => {
    const first = { ...enquiry, selectedFranchises: [], idempotencyKey: key(7), elapsedMs: 8000 };
    await handleLeadPost(jsonRequest(first), deps());
    const csvBefore = await exportCsv();
    const edited = { ...first, selectedFranchises: ["panwhistle-kitchen"], consentShareFranchisors: true };
    expect((await response(await handleLeadPost(jsonRequest(edited), deps()))).status).toBe(409);
    const csvAfter = await exportCsv();
    expect(csvAfter).toBe(csvBefore);
    const [header, row] = parseCsv(csvAfter);
    const cells = Object.fromEntries(header.map((name, index) => [name, row[index]]));
    expect(cells).toMatchObject({
      franchise_slugs: "",
      share_with_franchisors: "",
      consent_share_with_franchisors: "",
    });
    expect(cells.consent_privacy_notice).toMatch(/^shown; wording 2025-01-01; /);
  });
});

async function exportCsv(): Promise<string> {
  let csv = "";
  await writeLeadsCsv(store, (chunk) => {
    csv += chunk;
  });
  return csv;
}

describe("invalid leads", () => {
  it("answers 400 with an error per field for JSON, and stores nothing", async () => {
    const result = await response(
      await handleLeadPost(
        jsonRequest({ formKind: "consultation", email: "x@y", privacyNoticeVersion: "2025-01-01", elapsedMs: 5000 }),
        deps(),
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      email: "Enter an email address in the correct format, like name@example.com",
      phone: "Enter your phone number",
    });
    expect(await store.countLeads()).toBe(0);
  });

  it.each([
    ["an unknown form kind", { ...consultation, formKind: "newsletter" }, "formKind"],
    ["a missing enquiry address", { ...enquiry, address: "" }, "address"],
    ["a bad postcode", { ...enquiry, postcode: "XYZ" }, "postcode"],
    [
      "an unknown franchise",
      { ...enquiry, selectedFranchises: ["fettlewick-home-cleaning", "no-such-franchise"] },
      "selectedFranchises",
    ],
    ["an unknown package", { ...consultation, packageId: "diamond" }, "packageId"],
    ["a missing privacy version", { ...consultation, privacyNoticeVersion: undefined }, "privacyNoticeVersion"],
    // An object String() cannot convert: the error page's "what was typed" must not throw on it.
    [
      "a privacy version that is an object",
      { ...consultation, privacyNoticeVersion: { toString: "x" } },
      "privacyNoticeVersion",
    ],
    ["a name that is a list of objects", { ...consultation, firstName: [{ toString: 1 }] }, "firstName"],
  ])("refuses %s", async (_name, body, field) => {
    const result = await response(await handleLeadPost(jsonRequest({ elapsedMs: 5000, ...body }), deps()));
    expect(result.status).toBe(400);
    expect(Object.keys(result.body.errors as object)).toContain(field);
    expect(await store.countLeads()).toBe(0);
  });

  it("refuses malformed JSON and JSON that is not an object", async () => {
    expect((await response(await handleLeadPost(jsonRequest("{nope"), deps()))).status).toBe(400);
    expect((await response(await handleLeadPost(jsonRequest("[1,2]"), deps()))).status).toBe(400);
  });

  it("gives a no-JavaScript post the error page with the errors and what was typed, not the machinery", async () => {
    const outcome = await handleLeadPost(
      formRequest({ ...enquiry, email: "bo@", idempotencyKey: "", homepage: "", sourcePath: "/franchises/x" } as Record<
        string,
        string | string[]
      >),
      deps(),
    );
    expect(outcome.type).toBe("error-page");
    if (outcome.type !== "error-page") return;
    expect(outcome.view).toMatchObject({
      status: 400,
      formKind: "enquiry",
      errors: { email: "Enter an email address in the correct format, like name@example.com" },
      sourcePath: "/franchises/x",
    });
    expect(outcome.view.values).toMatchObject({
      firstName: "Bo",
      email: "bo@",
      selectedFranchises: ["panwhistle-kitchen", "fettlewick-home-cleaning"],
    });
    expect(outcome.view.values).not.toHaveProperty("homepage");
    expect(outcome.view.values).not.toHaveProperty("idempotencyKey");
  });

  it.each(["//2130706433", "/\\evil.example", "https://evil.example/x"])(
    "sends the error page's back link to /contact, never to another host such as %s",
    async (sourcePath) => {
      const outcome = await handleLeadPost(formRequest({ ...enquiry, email: "bo@", sourcePath }), deps());
      expect(outcome.type === "error-page" && outcome.view.sourcePath).toBe("/contact");
      const json = await response(await handleLeadPost(jsonRequest({ ...consultation, sourcePath }), deps()));
      expect(json.status).toBe(400);
      expect(Object.keys(json.body.errors as object)).toContain("sourcePath");
      expect(await store.countLeads()).toBe(0);
    },
  );
});

describe("abuse", () => {
  it("pretends to accept a filled honeypot but stores nothing", async () => {
    const json = await response(
      await handleLeadPost(jsonRequest({ ...consultation, homepage: "http://spam.example" }), deps()),
    );
    expect(json).toMatchObject({ status: 201, body: { ok: true } });
    const form = await handleLeadPost(formRequest({ ...enquiry, homepage: "http://spam.example" }), deps());
    expect(form.type === "response" && form.response.status).toBe(303);
    expect(await store.countLeads()).toBe(0);
    expect(onStored).not.toHaveBeenCalled();
  });

  it("refuses an island submission sent too soon after the page loaded, or without the timing", async () => {
    for (const elapsedMs of [300, undefined]) {
      const result = await response(await handleLeadPost(jsonRequest({ ...consultation, elapsedMs }), deps()));
      // In the owner's words (lead-refusals.yaml).
      expect(result).toMatchObject({ status: 400, body: { code: "too_fast", message: refusals(deps()).tooFast() } });
    }
    expect(await store.countLeads()).toBe(0);
  });

  it("limits submissions per client with 429 and Retry-After, leaving other clients alone", async () => {
    config = { ...config, rateLimit: 2, rateWindowMs: 600_000 };
    const shared = deps({ limiter: createRateLimiter({ limit: 2, windowMs: 600_000 }) });
    for (let n = 0; n < 2; n += 1) {
      expect(
        (await response(await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(10 + n) }), shared)))
          .status,
      ).toBe(201);
    }
    const limited = await response(
      await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(12) }), shared),
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(590);
    const minutes = Math.ceil(Number(limited.headers.get("retry-after")) / 60);
    expect(limited.body.message).toBe(refusals(shared).rateLimited(minutes));
    expect(limited.body.message).toContain(shared.phoneDisplay);
    const other = await response(
      await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(13) }), {
        ...shared,
        remoteAddress: "198.51.100.1",
      }),
    );
    expect(other.status).toBe(201);
    expect(await store.countLeads()).toBe(3);
  });

  // Issue 37 §3: a visitor fixing their mistakes must not be locked out by them.
  it("counts only submissions that pass the checks: refused ones never use up the limit", async () => {
    const shared = deps({ limiter: createRateLimiter({ limit: 2, windowMs: 600_000 }) });
    const refusedBodies = [
      { ...consultation, email: "not an email", idempotencyKey: key(30) },
      { ...consultation, elapsedMs: 10, idempotencyKey: key(31) },
      "{not json",
      { ...consultation, homepage: "https://spam.example", idempotencyKey: key(32) },
    ];
    for (let n = 0; n < 10; n += 1) {
      const answer = await response(await handleLeadPost(jsonRequest(refusedBodies[n % refusedBodies.length]), shared));
      expect(answer.status).not.toBe(429);
    }
    for (let n = 0; n < 2; n += 1) {
      const accepted = jsonRequest({ ...consultation, idempotencyKey: key(40 + n) });
      expect((await response(await handleLeadPost(accepted, shared))).status).toBe(201);
    }
    const third = jsonRequest({ ...consultation, idempotencyKey: key(42) });
    expect((await response(await handleLeadPost(third, shared))).status).toBe(429);
  });

  it("does not let a forged X-Forwarded-For dodge the limit unless a proxy is trusted", async () => {
    const shared = deps({ limiter: createRateLimiter({ limit: 1, windowMs: 600_000 }) });
    await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(20) }), shared);
    const forged = await response(
      await handleLeadPost(
        jsonRequest({ ...consultation, idempotencyKey: key(21) }, { "X-Forwarded-For": "192.0.2.99" }),
        shared,
      ),
    );
    expect(forged.status).toBe(429);
  });

  it("refuses bodies over 16 KB with 413, by Content-Length or while streaming without one", async () => {
    const big = JSON.stringify({ ...consultation, message: "x".repeat(17_000) });
    expect(
      (await response(await handleLeadPost(jsonRequest(big, { "Content-Length": String(big.length) }), deps()))).status,
    ).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
      },
    });
    const streamed = new Request(`${SITE}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: SITE, Host: "127.0.0.1:4321", "Content-Length": "10" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await response(await handleLeadPost(streamed, deps()))).status).toBe(413);
    expect(sent).toBeLessThan(30);
    expect(await store.countLeads()).toBe(0);
  });

  it("answers any other content type with 415", async () => {
    for (const type of ["text/plain", "multipart/form-data; boundary=x", ""]) {
      const request = new Request(`${SITE}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": type, Origin: SITE, Host: "127.0.0.1:4321" },
        body: "firstName=Ann",
      });
      if (!type) request.headers.delete("content-type");
      expect((await response(await handleLeadPost(request, deps()))).status).toBe(415);
    }
  });

  it("refuses cross-origin posts with 403, JSON and forms alike", async () => {
    for (const request of [
      jsonRequest({ ...consultation, idempotencyKey: key(30) }, { Origin: "https://evil.example" }),
      formRequest(enquiry as Record<string, string | string[]>, { Origin: "https://evil.example" }),
      formRequest(enquiry as Record<string, string | string[]>, { Origin: "null" }),
    ]) {
      expect((await response(await handleLeadPost(request, deps()))).status).toBe(403);
    }
    expect(await store.countLeads()).toBe(0);
  });
});

describe("origin check", () => {
  const check = (headers: Record<string, string>, trustProxy = false) =>
    isSameOriginPost(new Request(`${SITE}/api/leads`, { method: "POST", headers }), {
      allowedOrigins: config.allowedOrigins,
      trustProxy,
    });

  it("accepts the request's own host and the public SITE_URL", () => {
    expect(check({ Origin: "http://127.0.0.1:4321", Host: "127.0.0.1:4321" })).toBe(true);
    expect(check({ Origin: "https://www.franchise-advisor.example", Host: "10.0.0.5:4321" })).toBe(true);
    expect(check({ Origin: "http://127.0.0.1:9999", Host: "127.0.0.1:4321" })).toBe(false);
  });

  it("falls back to the Referer, and lets header-less non-browser clients through", () => {
    expect(check({ Referer: "http://127.0.0.1:4321/contact", Host: "127.0.0.1:4321" })).toBe(true);
    expect(check({ Referer: "https://evil.example/page", Host: "127.0.0.1:4321" })).toBe(false);
    expect(check({ Host: "127.0.0.1:4321" })).toBe(true);
    expect(check({ Host: "127.0.0.1:4321", "Sec-Fetch-Site": "cross-site" })).toBe(false);
  });

  it("trusts X-Forwarded-Host only behind a trusted proxy", () => {
    const headers = { Origin: "https://leads.example", Host: "127.0.0.1:4321", "X-Forwarded-Host": "leads.example" };
    expect(check(headers)).toBe(false);
    expect(check(headers, true)).toBe(true);
  });
});

describe("storage failures", () => {
  it("answers 503 with a phone number when the database is unavailable, and the client may retry", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = deps({ store: async () => Promise.reject(new Error("database is locked")) });
    const result = await response(
      await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(40) }), failing),
    );
    error.mockRestore();
    expect(result.status).toBe(503);
    expect(String(result.body.message)).toContain("020 7946 0321");
    const retried = await response(
      await handleLeadPost(jsonRequest({ ...consultation, idempotencyKey: key(40) }), deps()),
    );
    expect(retried.status).toBe(201);
  });
});

describe("bookings", () => {
  const leeds = {
    eventSlug: "evening-leeds",
    capacity: 1,
    seatsPerBooking: 1,
    eventTitle: "An evening in Leeds",
    eventWhen: "Thursday 10 December 2026, 18:30 GMT to 20:30 GMT",
    eventPlace: "The Wharfside Rooms, Leeds",
    eventPath: "/events/evening-leeds",
    eventIcs: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
  };
  const bookingDeps = () => deps({ bookableEvent: async (slug) => (slug === leeds.eventSlug ? leeds : undefined) });
  const seat = {
    formKind: "booking",
    eventSlug: "evening-leeds",
    firstName: "Ann",
    lastName: "Lee",
    email: "ann@example.com",
    heardFrom: "friend",
    privacyNoticeVersion: "2025-01-01",
    sourcePath: "/events/evening-leeds",
  };

  it("books a seat from a form without JavaScript, once however often it is sent, and records the consents", async () => {
    for (let n = 0; n < 2; n += 1) {
      const outcome = await response(await handleLeadPost(formRequest(seat), bookingDeps()));
      expect(outcome.status).toBe(303);
      expect(outcome.headers.get("location")).toBe("/events/evening-leeds/booked");
    }
    expect(onStored).toHaveBeenCalledTimes(1);
    const [lead] = await store.listLeads();
    expect(lead).toMatchObject({ formKind: "booking", phone: "", booking: { status: "booked", heardFrom: "friend" } });
    expect(lead.consents.find((consent) => consent.purpose === "marketing-email")).toMatchObject({
      granted: false,
      wordingVersion: "2026-11-27-booking",
    });
  });

  it("lands a seat booked where no mail is set up on the page that promises no email, replays included", async () => {
    const unmailed = await tempStore("sqlite", { visitorMail: false });
    try {
      const noMail = () => ({ ...bookingDeps(), store: async () => unmailed.store });
      for (let n = 0; n < 2; n += 1) {
        const outcome = await response(await handleLeadPost(formRequest(seat), noMail()));
        expect(outcome.status).toBe(303);
        expect(outcome.headers.get("location")).toBe("/events/evening-leeds/booked-no-email");
      }
      const channels = await unmailed.query("SELECT channel FROM outbox ORDER BY channel");
      expect(channels.map((row) => row.channel)).not.toContain("confirmation");
    } finally {
      await unmailed.cleanup();
    }
  });

  it("books a franchisor's discovery day only with the agreement to pass the name on, recorded with the franchisor", async () => {
    const franchisor = { slug: "crumbwright-bakehouse", name: "Crumbwright Bakehouse" };
    const day = { ...leeds, capacity: 5, franchisor };
    const dayDeps = () => deps({ bookableEvent: async (slug) => (slug === leeds.eventSlug ? day : undefined) });
    const refused = await handleLeadPost(formRequest(seat), dayDeps());
    expect(refused).toMatchObject({
      type: "error-page",
      view: {
        status: 400,
        errors: { consentShareFranchisors: expect.stringContaining("Crumbwright Bakehouse") },
        booking: { franchisorName: "Crumbwright Bakehouse" },
      },
    });
    expect(await store.countLeads()).toBe(0);
    const booked = await response(
      await handleLeadPost(formRequest({ ...seat, consentShareFranchisors: "yes" }), dayDeps()),
    );
    expect(booked.status).toBe(303);
    const [lead] = await store.listLeads();
    expect(lead).toMatchObject({ franchiseSlugs: [franchisor.slug], franchiseNames: [franchisor.name] });
    expect(lead.booking).not.toHaveProperty("franchisor");
    expect(lead.consents.find((consent) => consent.purpose === "share-with-franchisors")).toMatchObject({
      granted: true,
      wordingVersion: "2026-12-02-discovery-day",
    });
  });

  it("answers the seat after the last with the waiting list's form, keeping what was typed; the list takes it", async () => {
    await handleLeadPost(formRequest({ ...seat, email: "first@example.com" }), bookingDeps());
    const full = await handleLeadPost(formRequest({ ...seat, email: "late@example.com" }), bookingDeps());
    expect(full.type).toBe("error-page");
    if (full.type !== "error-page") return;
    expect(full.view).toMatchObject({
      status: 409,
      values: { email: "late@example.com", heardFrom: "friend" },
      booking: { eventSlug: "evening-leeds", full: true },
    });
    expect(await store.countLeads()).toBe(1);
    const waiting = await response(
      await handleLeadPost(formRequest({ ...seat, email: "late@example.com", waitlist: "yes" }), bookingDeps()),
    );
    expect(waiting.headers.get("location")).toBe("/events/evening-leeds/waiting-list");
  });

  it("refuses a booking for an event not taking bookings, and a bad one with its field errors and values", async () => {
    const closed = await handleLeadPost(formRequest({ ...seat, eventSlug: "gone" }), bookingDeps());
    expect(closed).toMatchObject({
      type: "error-page",
      view: { status: 400, errors: { eventSlug: expect.any(String) } },
    });
    const bad = await handleLeadPost(formRequest({ ...seat, email: "ann@" }), bookingDeps());
    expect(bad).toMatchObject({
      type: "error-page",
      view: { status: 400, errors: { email: expect.any(String) }, values: { email: "ann@" }, booking: { full: false } },
    });
    expect(await store.countLeads()).toBe(0);
  });
});
