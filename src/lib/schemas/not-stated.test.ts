// "Not stated" reads as undefined whichever way a file holds it: left out (a file written by hand) or written empty
// (what the browser editor's built-in fields write), and a value that is stated is still checked in full.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { choiceOrNotStated, listOrNotStated } from "./not-stated";
import { franchiseFields } from "./franchise-schema";

const record = z.object({
  picks: listOrNotStated(z.array(z.enum(["a", "b"])).min(1)),
  tone: choiceOrNotStated(z.enum(["white", "dark"])),
});

/** The issues zod finds in `value`, each as "path: message". */
const problems = (schema: z.ZodTypeAny, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("not stated", () => {
  it("reads a field left out, or written empty as the editor writes it, as undefined", () => {
    for (const file of [{}, { picks: [], tone: "" }, { picks: [] }, { tone: "" }]) {
      const read = record.parse(file);
      expect(read.picks, JSON.stringify(file)).toBeUndefined();
      expect(read.tone, JSON.stringify(file)).toBeUndefined();
    }
  });

  it("keeps what is stated, and checks it as the schema inside says", () => {
    expect(record.parse({ picks: ["b"], tone: "dark" })).toEqual({ picks: ["b"], tone: "dark" });
    expect(problems(record, { picks: ["c"] })[0]).toMatch(/^picks\.0: /);
    expect(problems(record, { tone: "pink" })[0]).toMatch(/^tone: /);
    // Only an empty text is "not stated": a space, or null, is a mistake named like any other.
    expect(problems(record, { tone: " " })[0]).toMatch(/^tone: /);
    expect(problems(record, { picks: null })[0]).toMatch(/^picks: /);
  });
});

describe("a franchise's optional traits", () => {
  const shape = franchiseFields({ franchiseCategories: () => z.string(), locations: () => z.string() }).shape;

  it("reads workPatterns and bases written [] as not stated", () => {
    expect(shape.workPatterns.parse([])).toBeUndefined();
    expect(shape.workPatterns.parse(undefined)).toBeUndefined();
    expect(shape.bases.parse([])).toBeUndefined();
    expect(shape.bases.parse(["premises"])).toEqual(["premises"]);
  });

  it("reads experience areas written [] as not stated, so an asked-for level without areas is still refused", () => {
    expect(shape.experience.parse({ level: "none", areas: [] })).toEqual({ level: "none" });
    expect(problems(shape.experience, { level: "required", areas: [] })).toEqual([
      "areas: say which areas of experience are helpful or required",
    ]);
    expect(problems(shape.experience, { level: "required" })).toEqual([
      "areas: say which areas of experience are helpful or required",
    ]);
  });
});
