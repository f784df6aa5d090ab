import { describe, expect, it } from "vitest";
import { editorMode } from "./mode";

const SECRETS = { KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.x", KEYSTATIC_GITHUB_CLIENT_SECRET: "s", KEYSTATIC_SECRET: "k" };

describe("the editor's mode", () => {
  it("is off without settings, in every command", () => {
    for (const command of ["dev", "build", "preview", "sync"]) expect(editorMode(command, {})).toEqual({ kind: "off" });
  });

  it("is local in the dev server of npm run edit, and refused by any other command", () => {
    expect(editorMode("dev", { KEYSTATIC_LOCAL: "1" })).toEqual({ kind: "local" });
    for (const command of ["build", "preview", "sync"])
      expect(() => editorMode(command, { KEYSTATIC_LOCAL: "1" })).toThrow(/runs only in the dev server/);
    // The GitHub settings beside it change nothing: a build asked for local mode stops.
    expect(() =>
      editorMode("build", { KEYSTATIC_LOCAL: "1", PUBLIC_KEYSTATIC_GITHUB_REPO: "acme/site", ...SECRETS }),
    ).toThrow(/runs only in the dev server/);
  });

  it("is GitHub mode when the repository is set, checked as owner/name", () => {
    expect(editorMode("build", { PUBLIC_KEYSTATIC_GITHUB_REPO: "acme/site", ...SECRETS })).toEqual({
      kind: "github",
      repo: "acme/site",
    });
    expect(() => editorMode("build", { PUBLIC_KEYSTATIC_GITHUB_REPO: "https://github.com/acme/site" })).toThrow(
      /owner\/name/,
    );
  });

  it("names GitHub secrets set without the repository instead of building a site without the editor", () => {
    expect(() => editorMode("build", { KEYSTATIC_SECRET: "k" })).toThrow(
      /KEYSTATIC_SECRET set but not PUBLIC_KEYSTATIC_GITHUB_REPO/,
    );
  });
});
