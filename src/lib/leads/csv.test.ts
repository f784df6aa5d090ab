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

  it("defuses every cell a spreadsheet would run as a formula, phone numbers included", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2+3+cmd")).toBe("'-2+3+cmd");
    expect(csvCell("-1-1-1-1-1")).toBe("'-1-1-1-1-1");
    expect(csvCell("+44 7700 900982")).toBe("'+44 7700 900982");
    expect(csvCell("\t=1+1")).toBe('"\'\t=1+1"');
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
    // Spreadsheets skip leading spaces before they look for a formula.
    expect(csvCell("  =1+1")).toBe("'  =1+1");
    expect(csvCell("07700 900982")).toBe("07700 900982");
  });

  // Issue 37 §3: a spreadsheet set to ";" (most of Europe) or tab splits cells there; a cell holding any of them
  // is quoted, so `x;=1+1` stays one cell and never reaches the formula check as `=1+1`.
  it.each(["x;=1+1", "x,=1+1", "x\t=1+1", "x|=1+1"])(
    "quotes %j: a separator of any locale stays inside its cell",
    (value) => {
      expect(csvCell(value)).toBe(`"${value}"`);
    },
  );

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
