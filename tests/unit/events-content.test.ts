// Rules over whatever events exist (never their number or order), read straight from the files.
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { ukTimeToInstant } from "@/lib/events/uk-time";
import { readEventFiles } from "@/lib/content/content-readers";

// Each file parsed with the collection's schema (a bad one throws naming it); `file` is its name.
const events = readEventFiles().map(({ file, data }) => ({ file: basename(file), data }));

describe("events content", () => {
  it("has slugs equal to file names, each once (calendar UIDs are built from them)", () => {
    for (const { file, data } of events) expect(data.slug, file).toBe(file.replace(/\.mdx$/, ""));
    expect(new Set(events.map(({ data }) => data.slug)).size).toBe(events.length);
  });

  it("writes every time as a UK time that exists once, ending after it starts", () => {
    for (const { file, data } of events) {
      const start = ukTimeToInstant(data.start);
      const end = ukTimeToInstant(data.end);
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
