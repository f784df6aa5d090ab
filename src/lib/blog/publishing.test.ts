import { describe, expect, it } from "vitest";
import { isBuilt, isPublished, publicationStatus } from "./publishing";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const NOW = new Date("2025-06-02T09:30:00Z");

describe("publicationStatus", () => {
  it("publishes an article dated before or on the day of the build", () => {
    expect(publicationStatus({ publishDate: day("2025-06-01") }, NOW)).toBe("published");
    expect(publicationStatus({ publishDate: day("2025-06-02") }, NOW)).toBe("published");
    expect(publicationStatus({ publishDate: day("2025-06-02") }, day("2025-06-02"))).toBe("published");
  });

  it("schedules an article dated after the build, until a build on that date", () => {
    const article = { publishDate: day("2025-06-03") };
    expect(publicationStatus(article, NOW)).toBe("scheduled");
    expect(publicationStatus(article, new Date("2025-06-02T23:59:59Z"))).toBe("scheduled");
    expect(publicationStatus(article, day("2025-06-03"))).toBe("published");
  });

  it("keeps a draft a draft whatever its date", () => {
    expect(publicationStatus({ draft: true, publishDate: day("2020-01-01") }, NOW)).toBe("draft");
    expect(publicationStatus({ draft: true, publishDate: day("2030-01-01") }, NOW)).toBe("draft");
    expect(publicationStatus({ draft: false, publishDate: day("2020-01-01") }, NOW)).toBe("published");
  });
});

describe("isPublished and isBuilt", () => {
  const draft = { draft: true, publishDate: day("2025-01-01") };
  const scheduled = { publishDate: day("2025-07-01") };
  const live = { publishDate: day("2025-05-01") };

  it("a production build builds only published articles", () => {
    const build = { now: NOW, dev: false };
    expect([draft, scheduled, live].map((article) => isBuilt(article, build))).toEqual([false, false, true]);
    expect([draft, scheduled, live].map((article) => isPublished(article, NOW))).toEqual([false, false, true]);
  });

  it("astro dev builds every article", () => {
    expect([draft, scheduled, live].every((article) => isBuilt(article, { now: NOW, dev: true }))).toBe(true);
  });
});
