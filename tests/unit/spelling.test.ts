// The spell check `npm run lint` runs (cspell.config.yaml): British English with the house forms, and the US or
// non-house forms refused. Runs the real checker on a line of text, as it reads a page of prose.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const CSPELL = join(process.cwd(), "node_modules", ".bin", "cspell");

/** The words the checker refuses in `text`, read as Markdown prose. */
function refused(text: string): string[] {
  const run = spawnSync(CSPELL, ["--no-progress", "--no-summary", "--no-color", "stdin://prose.md"], {
    input: text,
    encoding: "utf8",
  });
  return [...run.stdout.matchAll(/\((.+?)\)/g)].map((match) => match[1]);
}

describe("the British spell check", () => {
  it("accepts the house forms", () => {
    expect(
      refused(
        "Fresh doughnuts daily. The set-up costs reach break-even within two school terms. Employers' liability insurance, twice-yearly reviews, phone lines open 24 hours. Email your advisor; we organise, colour and centre.",
      ),
    ).toEqual([]);
  });
  it("refuses US spellings and the forms the house does not use", () => {
    expect(
      refused("A donut stand between semesters, breakeven soon; e-mail an adviser. We organize the color and center."),
    ).toEqual(["donut", "semesters", "breakeven", "e-mail", "adviser", "organize", "color", "center"]);
  });
});
