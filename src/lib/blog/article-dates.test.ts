import { describe, expect, it } from "vitest";
import { articleDates } from "./article-dates";

describe("articleDates", () => {
  it("gives the publish date alone when the article was never updated", () => {
    expect(articleDates({ publishDate: new Date("2025-01-13") })).toEqual({
      published: "2025-01-13",
      publishedLabel: "13 January 2025",
    });
  });

  it("adds the modified day and its label for a later update", () => {
    const dates = articleDates({ publishDate: new Date("2025-01-13"), updatedDate: new Date("2026-11-25") });
    expect(dates.modified).toBe("2026-11-25");
    expect(dates.modifiedLabel).toBe("25 November 2026");
  });

  it("ignores an update on the publish day or before it", () => {
    for (const updatedDate of [new Date("2025-01-13"), new Date("2024-12-01")]) {
      const dates = articleDates({ publishDate: new Date("2025-01-13"), updatedDate });
      expect(dates.modified).toBeUndefined();
      expect(dates.modifiedLabel).toBeUndefined();
    }
  });
});
