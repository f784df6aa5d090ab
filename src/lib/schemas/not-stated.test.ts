// "Not stated" reads as undefined whichever way a file holds it: left out (a file written by hand) or written empty
// (what the browser editor's built-in fields write), and a value that is stated is still checked in full.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { choiceOrNotStated, groupOrNotStated, listOrNotStated } from "./not-stated";
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

  it("keeps the description of the schema inside, which the guide and the editor show", () => {
    expect(choiceOrNotStated(z.enum(["a"]).describe("A choice.")).description).toBe("A choice.");
    expect(listOrNotStated(z.array(z.string())).description).toBeUndefined();
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

describe("a group not stated", () => {
  const venue = z.object({
    venue: groupOrNotStated(
      z
        .object({ name: z.string().min(3), directions: z.array(z.string()).min(1), seats: z.number().optional() })
        .strict(),
    ),
  });

  it("reads a group left out, or written with every part empty as the editor writes it, as undefined", () => {
    for (const file of [{}, { venue: {} }, { venue: { directions: [] } }, { venue: { name: "", seats: null } }])
      expect(venue.parse(file).venue, JSON.stringify(file)).toBeUndefined();
  });

  it("checks a group with a part filled in as a whole, naming each part missing, its empty parts read as left out", () => {
    expect(venue.parse({ venue: { name: "The Rooms", directions: ["By train"], seats: null } }).venue).toEqual({
      name: "The Rooms",
      directions: ["By train"],
    });
    expect(problems(venue, { venue: { name: "The Rooms", directions: [] } })).toEqual(["venue.directions: Required"]);
    expect(problems(venue, { venue: { seats: 40 } })).toEqual(["venue.name: Required", "venue.directions: Required"]);
    expect(problems(venue, { venue: "The Rooms" })[0]).toMatch(/^venue: /);
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

  it("reads a team size or experience written with its parts empty as not stated, and names a part missing", () => {
    expect(shape.teamSize.parse({})).toBeUndefined();
    expect(shape.experience.parse({ level: "", areas: [] })).toBeUndefined();
    expect(problems(shape.teamSize, { max: 3 })).toEqual(["min: Required"]);
    expect(problems(shape.experience, { level: "", areas: ["sales"] })).toEqual(["level: Required"]);
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
