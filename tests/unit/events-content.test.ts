// Rules over whatever events exist (never their number or order), read straight from the files.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { ukTimeToInstant } from "@/lib/events/uk-time";

const dir = join(process.cwd(), "src", "content", "events");
const events = readdirSync(dir)
  .filter((file) => file.endsWith(".mdx"))
  .map((file) => {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), "utf8"));
    return { file, data: yaml.load(match![1]!) as Record<string, unknown> };
  });

describe("events content", () => {
  it("has slugs equal to file names, each once (calendar UIDs are built from them)", () => {
    for (const { file, data } of events) expect(data.slug, file).toBe(file.replace(/\.mdx$/, ""));
    expect(new Set(events.map(({ data }) => data.slug)).size).toBe(events.length);
  });

  it("writes every time as a UK time that exists once, ending after it starts", () => {
    for (const { file, data } of events) {
      const start = ukTimeToInstant(String(data.start));
      const end = ukTimeToInstant(String(data.end));
      expect(start.ok && end.ok, file).toBe(true);
      if (start.ok && end.ok) expect(end.instant > start.instant, file).toBe(true);
    }
  });

  it("uses no real web addresses for joining (the link is emailed, never published)", () => {
    for (const { file, data } of events) {
      expect(JSON.stringify(data.online ?? {}), file).not.toMatch(/https?:\/\//);
    }
  });
});
