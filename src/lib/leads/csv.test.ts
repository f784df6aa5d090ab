import { afterEach, describe, expect, it } from "vitest";
import { csvCell, csvHeader, writeLeadsCsv } from "@/lib/leads/csv";
import { sampleLead, tempStore } from "@/lib/leads/test-support";

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe("CSV export", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
  });

  it("defuses spreadsheet formulas but leaves phone numbers alone", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2+3+cmd")).toBe("'-2+3+cmd");
    expect(csvCell("+44 7700 900982", { phone: true })).toBe("+44 7700 900982");
    // Outside the phone column a phone-shaped value is still a formula to a spreadsheet.
    expect(csvCell("+44 7700 900982")).toBe("'+44 7700 900982");
    expect(csvCell("-1-1")).toBe("'-1-1");
    expect(csvCell("=1+1", { phone: true })).toBe("'=1+1");
  });

  it("writes a header line, then one line per lead, every lead across pages", async () => {
    const temp = await tempStore();
    cleanups.push(temp.cleanup);
    for (let i = 0; i < 501; i += 1)
      await temp.store.saveLead(sampleLead({ firstName: `N${i}`, marketingConsent: i === 0 }));
    let output = "";
    const count = await writeLeadsCsv(temp.store, (chunk) => {
      output += chunk;
    });
    const lines = output.trimEnd().split("\r\n");
    expect(count).toBe(501);
    expect(lines).toHaveLength(502);
    expect(lines[0]).toBe(csvHeader());
    expect(lines[0].split(",")).toContain("privacy_notice_version");
    const header = lines[0].split(",");
    const first = lines[1].split(",");
    expect(first[header.indexOf("first_name")]).toBe("N0");
    expect(first[header.indexOf("marketing_consent")]).toBe("yes");
    expect(first[header.indexOf("privacy_notice_version")]).toBe("2025-01-01");
    expect(lines[501].split(",")[header.indexOf("first_name")]).toBe("N500");
  });
});
