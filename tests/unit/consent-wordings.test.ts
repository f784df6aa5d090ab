// A consent wording is a legal record: every stored consent names the version it was shown, so a version that has
// shipped must never change or go, and the editor cannot be trusted to keep it so (docs/editing-content.md). The
// fixture is the record of every version shipped, word for word: a change to one fails here, naming it; a new version
// is added to src/config/consent.ts and then to the fixture, in the same commit.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONSENT_WORDINGS } from "@/config/consent";

const SHIPPED = JSON.parse(
  readFileSync(join(process.cwd(), "tests/fixtures/consent-wordings/shipped.json"), "utf8"),
) as Record<string, Record<string, string>>;

const versions = (wordings: Record<string, Readonly<Record<string, string>>>) =>
  Object.entries(wordings).flatMap(([purpose, byVersion]) =>
    Object.entries(byVersion).map(([version, text]) => ({ purpose, version, text })),
  );

describe("the consent wordings", () => {
  it.each(versions(SHIPPED))("keep $purpose $version word for word", ({ purpose, version, text }) => {
    const wordings = CONSENT_WORDINGS as Record<string, Readonly<Record<string, string>>>;
    expect(wordings[purpose]?.[version], `${purpose} ${version} was shipped: add a new version instead`).toBe(text);
  });

  it("are all recorded as shipped (a new version is added to the fixture too)", () => {
    const recorded = new Set(versions(SHIPPED).map(({ purpose, version }) => `${purpose} ${version}`));
    const unrecorded = versions(CONSENT_WORDINGS).filter(
      ({ purpose, version }) => !recorded.has(`${purpose} ${version}`),
    );
    expect(unrecorded.map(({ purpose, version }) => `${purpose} ${version}`)).toEqual([]);
  });
});
