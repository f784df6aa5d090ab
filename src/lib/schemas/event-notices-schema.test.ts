// An event's notices may use {unit} and {platform}, which its page fills in; any other placeholder is refused,
// naming the field.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { eventNoticesSchema } from "./event-notices-schema";

const file = yaml.load(readFileSync(join(process.cwd(), "src/content/pages/event-notices.yaml"), "utf8")) as Record<
  string,
  string
>;

describe("an event's notices", () => {
  it("accept the page's placeholders on the lines that take them", () => {
    const movedOnline = "Now on {platform}: if you booked a {unit}, we will email you the link.";
    expect(eventNoticesSchema.safeParse({ ...file, movedOnline }).success).toBe(true);
  });

  it("refuse a placeholder the page does not fill there, naming the field", () => {
    const parsed = eventNoticesSchema.safeParse({ ...file, ended: "This event ended on {when}." });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["ended", expect.stringContaining("unknown placeholder {when}")],
    ]);
  });
});
