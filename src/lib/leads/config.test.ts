import { describe, expect, it } from "vitest";
import { dataRecipients, dataRecipientsCopyFromFile, readLeadsConfig, readOriginSettings } from "@/lib/leads/config";
import { POLICIES_FILE, POLICIES_FORM } from "@/lib/schemas/policies-schema";

describe("origin settings", () => {
  const env = {
    SITE_URL: "https://www.example.test/some/path",
    LEADS_ALLOWED_ORIGINS: "https://a.example.test, not a url,https://b.example.test/x",
    LEADS_TRUST_PROXY: "1",
  };

  it("collect the site's origins and the proxy setting, as the lead settings do", () => {
    const origins = readOriginSettings(env, "https://built.example.test");
    expect(origins).toEqual({
      trustProxy: true,
      allowedOrigins: [
        "https://www.example.test",
        "https://built.example.test",
        "https://a.example.test",
        "https://b.example.test",
      ],
    });
    expect(readLeadsConfig(env, "https://built.example.test")).toMatchObject(origins);
  });

  it("are read even when another lead setting is broken (the shortlist's forms need only these)", () => {
    const broken = { ...env, LEADS_RATE_LIMIT: "lots" };
    expect(() => readLeadsConfig(broken)).toThrow(/^LEADS_RATE_LIMIT must be a non-negative number, not "lots"$/);
    expect(readOriginSettings(broken).trustProxy).toBe(true);
    expect(readOriginSettings({}).trustProxy).toBe(false);
  });
});

describe("settings the privacy notice states", () => {
  it("keep enquiries for the notice's period, and refuse another", () => {
    const notice = { retentionMonths: 24 };
    expect(readLeadsConfig({}, undefined, notice).retentionMonths).toBe(24);
    expect(readLeadsConfig({ LEADS_RETENTION_MONTHS: "24" }, undefined, notice).retentionMonths).toBe(24);
    expect(() => readLeadsConfig({ LEADS_RETENTION_MONTHS: "12" }, undefined, notice)).toThrow(
      /LEADS_RETENTION_MONTHS=12 contradicts the privacy notice, which states 24 months/,
    );
  });

  it("send the owner to the editor's form and the file for the notice's values, never to TypeScript", () => {
    const refusals = [
      () => readLeadsConfig({ LEADS_RETENTION_MONTHS: "12" }, undefined, { retentionMonths: 24 }),
      () =>
        readLeadsConfig(
          { LEADS_WEBHOOK_URL: "https://crm.example.test/hook", LEADS_WEBHOOK_SECRET: "s".repeat(32) },
          undefined,
          { retentionMonths: 24 },
        ),
    ];
    for (const refusal of refusals) {
      const message = (() => {
        try {
          refusal();
        } catch (error) {
          return (error as Error).message;
        }
        return "";
      })();
      expect(message).toContain(`npm run edit, ${POLICIES_FORM} → `);
      expect(message).toContain(POLICIES_FILE);
      expect(message).not.toContain("site.ts");
    }
  });
});

describe("settings refused by name", () => {
  it.each([
    ["LEADS_RATE_LIMIT", "-1"],
    ["LEADS_RATE_WINDOW_SECONDS", "ten minutes"],
    ["LEADS_MIN_FILL_MS", "NaN"],
    ["LEADS_OUTBOX_INTERVAL_SECONDS", "Infinity"],
    ["SMTP_PORT", "smtp"],
  ])("%s=%j names the variable", (name, value) => {
    expect(() => readLeadsConfig({ SMTP_HOST: "mail.example.test", [name]: value })).toThrow(new RegExp(`^${name} `));
  });
});

// Issue 32 §3: a lead is personal data; plain http would show it (and its signature) to the network.
describe("the CRM webhook", () => {
  const notice = { retentionMonths: 24, crmProvider: "Example CRM" };
  const secret = "s".repeat(32);
  const webhookFor = (url: string) =>
    readLeadsConfig({ LEADS_WEBHOOK_URL: url, LEADS_WEBHOOK_SECRET: secret }, undefined, notice).webhook;

  it.each([
    "http://crm.example.com/hooks/leads",
    "http://10.0.0.5/hook",
    "http://127.0.0.1.example.com/hook",
    "ftp://crm.example.com/",
  ])("refuses %s: https only, off this machine", (url) => {
    expect(() => webhookFor(url)).toThrow(/^LEADS_WEBHOOK_URL must be an https: URL/);
  });

  it.each([
    "https://crm.example.com/hooks/leads",
    "http://127.0.0.1:9000/hook",
    "http://localhost:9000/hook",
    "http://[::1]:9000/hook",
  ])("accepts %s", (url) => {
    expect(webhookFor(url)?.url).toBe(new URL(url).href);
  });
});

describe("the free call's link secret", () => {
  it("is BOOKING_TOKEN_SECRET when long enough, none when unset, and refused by name when short", () => {
    const secret = "s".repeat(32);
    expect(readLeadsConfig({ BOOKING_TOKEN_SECRET: secret }).callTokenSecret).toBe(secret);
    expect(readLeadsConfig({}).callTokenSecret).toBeNull();
    expect(() => readLeadsConfig({ BOOKING_TOKEN_SECRET: "short" })).toThrow(/^BOOKING_TOKEN_SECRET must be 32/);
  });
});

describe("the owner's calendar feed", () => {
  it("is BOOKING_CALENDAR_URL as https (webcal: read as https), none when unset, refused by name when not a feed address", () => {
    const feed = readLeadsConfig({ BOOKING_CALENDAR_URL: "webcal://calendar.example.com/private/basic.ics" });
    expect(feed.calendarFeed).toMatchObject({
      url: "https://calendar.example.com/private/basic.ics",
      refreshMs: 300_000,
    });
    expect(readLeadsConfig({}).calendarFeed).toBeNull();
    for (const bad of ["calendar.example.com/basic.ics", "ftp://example.com/a.ics", "not a url"])
      expect(() => readLeadsConfig({ BOOKING_CALENDAR_URL: bad })).toThrow(/^BOOKING_CALENDAR_URL must be/);
    expect(() =>
      readLeadsConfig({ BOOKING_CALENDAR_URL: "https://example.com/a.ics", BOOKING_CALENDAR_REFRESH_SECONDS: "5" }),
    ).toThrow(/^BOOKING_CALENDAR_REFRESH_SECONDS must be 30/);
  });
});

describe("the privacy notice's recipients", () => {
  const acme = { name: "Acme Hosting Ltd", storedIn: "the UK" };

  it("word each recipient as the copy file does, around the names and places the settings give", () => {
    const copy = dataRecipientsCopyFromFile;
    const all = dataRecipients({
      retentionMonths: 24,
      crmProvider: "Example CRM Ltd",
      processors: { host: acme, email: acme, video: acme },
    });
    expect(all.map((recipient) => recipient.what)).toEqual(
      [copy.host, copy.email, copy.video, copy.crm].map((entry) => entry.what),
    );
    for (const [recipient, role] of all
      .slice(0, 3)
      .map((r, n) => [r, [copy.host, copy.email, copy.video][n]!.role] as const)) {
      expect(recipient.who).toContain(acme.name);
      expect(recipient.who).toContain(role);
      expect(recipient.storedIn).toBe(acme.storedIn);
    }
    expect(all[3]).toEqual({ who: "Example CRM Ltd", what: copy.crm.what });
  });

  it("name a processor not yet chosen by its role alone, and list the film's and the CRM's only when set", () => {
    const copy = dataRecipientsCopyFromFile;
    const unnamed = dataRecipients({ retentionMonths: 24 });
    expect(unnamed).toHaveLength(2);
    expect(unnamed.every((recipient) => recipient.storedIn === undefined)).toBe(true);
    expect(unnamed[0]!.who).toContain(copy.host.role);
    expect(unnamed[0]!.who).not.toContain("{");
    const marked = { ...copy, unnamedProcessor: "[{role}]", namedProcessor: "<{name}|{role}>" };
    expect(dataRecipients({ retentionMonths: 24, processors: { host: acme } }, marked).map((r) => r.who)).toEqual([
      `<${acme.name}|${copy.host.role}>`,
      `[${copy.email.role}]`,
    ]);
  });
});
