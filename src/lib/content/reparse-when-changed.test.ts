import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { afterAll, describe, expect, it } from "vitest";
import { reparsedWhenChanged, schemaInputsDigest } from "./reparse-when-changed";

/** A store and meta store as Astro's loader context holds them, recording what the loader saw. */
function context(): LoaderContext & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  const meta = new Map<string, string>();
  return {
    entries,
    meta: { get: (key: string) => meta.get(key), set: (key: string, value: string) => void meta.set(key, value) },
    store: { clear: () => entries.clear(), get: (id: string) => entries.get(id) },
  } as unknown as LoaderContext & { entries: Map<string, string> };
}

/** Astro's glob loader in miniature: it parses an entry only when the store does not have it yet. */
const parsedWith = (definition: () => string): Loader => ({
  name: "glob",
  load: async (ctx) => {
    const store = ctx.store as unknown as { get: (id: string) => string | undefined };
    if (store.get("services") === undefined)
      (ctx as unknown as { entries: Map<string, string> }).entries.set("services", definition());
  },
});

describe("a collection whose schema reads other files", () => {
  it("is parsed again when they change, and not while they stay the same", async () => {
    let definition = "old definition";
    const loader = parsedWith(() => definition);
    const ctx = context();
    await reparsedWhenChanged(loader, "digest-1").load(ctx);
    definition = "new definition";
    await reparsedWhenChanged(loader, "digest-1").load(ctx);
    expect(ctx.entries.get("services")).toBe("old definition");
    await reparsedWhenChanged(loader, "digest-2").load(ctx);
    expect(ctx.entries.get("services")).toBe("new definition");
  });
});

describe("the digest of the schemas' inputs", () => {
  const root = mkdtempSync(join(tmpdir(), "schema-inputs-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("changes when the register or a settings file changes, or the ids of other entries", () => {
    mkdirSync(join(root, "src", "config"), { recursive: true });
    mkdirSync(join(root, "src", "content"), { recursive: true });
    writeFileSync(join(root, "src", "content", "claims.json"), '{"a":1}');
    writeFileSync(join(root, "src", "config", "site.ts"), "export const site = {};");
    const first = schemaInputsDigest(root, "ids");
    expect(schemaInputsDigest(root, "ids")).toBe(first);
    writeFileSync(join(root, "src", "content", "claims.json"), '{"a":2}');
    const second = schemaInputsDigest(root, "ids");
    expect(second).not.toBe(first);
    writeFileSync(join(root, "src", "config", "site.ts"), "export const site = { phone: 1 };");
    expect(schemaInputsDigest(root, "ids")).not.toBe(second);
    expect(schemaInputsDigest(root, "other ids")).not.toBe(schemaInputsDigest(root, "ids"));
  });
});
