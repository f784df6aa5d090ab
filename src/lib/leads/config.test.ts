import { describe, expect, it } from "vitest";
import { readLeadsConfig, readOriginSettings } from "@/lib/leads/config";

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
    expect(() => readLeadsConfig(broken)).toThrow();
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
});
