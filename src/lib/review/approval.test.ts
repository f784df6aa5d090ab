import { describe, expect, it } from "vitest";
import { approve, changedLines, reviewStatus, statusProblem, textHash } from "./approval";

const day = new Date("2026-12-02T10:00:00Z");

describe("an approval", () => {
  const text = "title: Our services\nintro: We help buyers.\n";
  const record = approve("src/content/pages/services.yaml", text, "Sam Owner", day);

  it("records who, the day, the hash and the text approved", () => {
    expect(record).toMatchObject({ approvedBy: "Sam Owner", approvedOn: "2026-12-02", sha256: textHash(text), text });
  });

  it("holds while the text is unchanged, line endings aside", () => {
    expect(reviewStatus(text, record).state).toBe("approved");
    expect(reviewStatus(text.replaceAll("\n", "\r\n"), record).state).toBe("approved");
    expect(statusProblem(reviewStatus(text, record))).toBeUndefined();
  });

  it("lapses when a word changes, saying who approved it, when, and from which line it changed", () => {
    const status = reviewStatus(text.replace("We help", "Every adviser helps"), record);
    expect(status.state).toBe("changed");
    expect(statusProblem(status)).toBe(
      "changed since Sam Owner approved it on 2026-12-02 (1 line added or changed, 1 removed, from line 2): read it and approve it again",
    );
  });

  it("is missing for a file never approved, which the check says in plain words", () => {
    expect(statusProblem(reviewStatus(text, undefined))).toMatch(/^not yet approved by the owner/);
  });

  it("refuses an approver with no name", () => {
    expect(() => approve("x.yaml", text, " ", day)).toThrow(/Say who approved it/);
  });
});

describe("what changed since", () => {
  it("lists the lines removed and added, numbered in their own text", () => {
    expect(changedLines("a\nb\nc\nd", "a\nc\nX\nd\ne")).toEqual({
      removed: [{ line: 2, text: "b" }],
      added: [
        { line: 3, text: "X" },
        { line: 5, text: "e" },
      ],
    });
  });

  it("is empty for the same text", () => {
    expect(changedLines("a\nb", "a\nb")).toEqual({ removed: [], added: [] });
  });
});
