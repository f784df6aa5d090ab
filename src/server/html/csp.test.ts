import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { collectScriptHashes, contentSecurityPolicy, inlineScriptHashes } from "./csp.mjs";
import { LOAD_ON_FIRST_USE } from "./inline-scripts.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>one()</script><script type="module">two()</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script src="/x.js"></script><script> </script>`;
    expect([...inlineScriptHashes(html)].sort()).toEqual([sha("one()"), sha("two()")].sort());
  });
});

describe("collectScriptHashes", () => {
  it("hashes the built pages' inline scripts and the on-demand pages' own", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "csp-"));
    writeFileSync(join(clientDir, "page.html"), "<script>built()</script>");
    expect(collectScriptHashes(clientDir)).toEqual([sha("built()"), sha(LOAD_ON_FIRST_USE)].sort());
  });
});

describe("contentSecurityPolicy", () => {
  it("allows only same-origin scripts plus the given hashes, never unsafe-inline or eval", () => {
    const policy = contentSecurityPolicy(["'sha256-abc'"]);
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'");
    // WebAssembly compilation only (the site search): never inline or eval'd JavaScript.
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval|hashes)'/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "frame-src https://www.youtube-nocookie.com",
    ]) {
      expect(policy).toContain(directive);
    }
  });
});
