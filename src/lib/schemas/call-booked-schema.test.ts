// The booked call's page shows {when} and {visitorEmail} marked up: a line must hold its one placeholder once, and
// any other the page does not fill is refused, naming the field.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callBookedPageSchema } from "./call-booked-schema";

type Copy = z.input<typeof callBookedPageSchema>;
const file = yaml.load(readFileSync(join(process.cwd(), "src/content/pages/call-booked.yaml"), "utf8")) as Copy;
const problems = (copy: Copy) =>
  callBookedPageSchema.safeParse(copy).error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("the booked call's page copy", () => {
  it("accepts the file as it is", () => {
    expect(problems(file)).toEqual([]);
  });

  it("refuses a line that leaves out its placeholder, or holds it twice", () => {
    for (const callYou of ["We will call you.", "{when}, {when}."])
      expect(problems({ ...file, booked: { ...file.booked, callYou } })).toEqual([
        ["booked.callYou", "must hold {when} once"],
      ]);
  });

  it("refuses a placeholder the page does not fill there", () => {
    expect(problems({ ...file, cancelled: { ...file.cancelled, bookLink: "Book after {when}" } })).toEqual([
      ["cancelled.bookLink", expect.stringContaining("unknown placeholder {when}")],
    ]);
  });
});
