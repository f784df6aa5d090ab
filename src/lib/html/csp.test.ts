import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  SCRIPT_HASHES_FILE,
  buildScriptHashes,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  inlineScriptHashes,
  pagePolicies,
  readScriptHashes,
} from "./csp.mjs";
import { LOAD_ON_FIRST_USE } from "./inline-scripts.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>one()</script><script type="module">two()</script>
      <script type="application/ld+json">{"@type":"Thing"}</script><script src="/x.js"></script><script> </script>`;
    expect([...inlineScriptHashes(html)].sort()).toEqual([sha("one()"), sha("two()")].sort());
  });
});

describe("buildScriptHashes", () => {
  it("hashes the built pages' inline scripts and the on-demand pages' own", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "csp-"));
    try {
      writeFileSync(join(clientDir, "page.html"), "<script>built()</script>");
      expect(buildScriptHashes(clientDir).site).toEqual([sha("built()"), sha(LOAD_ON_FIRST_USE)].sort());
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe("pagePolicies", () => {
  it("gives each built page the hashes of its own inline scripts, and the site all of them", () => {
    const clientDir = mkdtempSync(join(tmpdir(), "csp-"));
    try {
      mkdirSync(join(clientDir, "blog"));
      writeFileSync(join(clientDir, "page.html"), "<script>one()</script>");
      writeFileSync(join(clientDir, "blog", "post.html"), "<script>two()</script><script>one()</script>");
      writeFileSync(join(clientDir, "notes.txt"), "<script>not a page()</script>");
      const hashes = buildScriptHashes(clientDir);
      expect(hashes.pages).toEqual({
        [join("blog", "post.html")]: [sha("one()"), sha("two()")].sort(),
        "page.html": [sha("one()")],
      });
      expect(hashes.site).toEqual([sha("one()"), sha("two()"), sha(LOAD_ON_FIRST_USE)].sort());
      const policies = pagePolicies(clientDir, hashes.pages);
      expect(policies.get(join(clientDir, "page.html"))).toBe(contentSecurityPolicy([sha("one()")]));
      expect(policies.size).toBe(2);
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe("readScriptHashes", () => {
  it("reads what the build wrote, and names the file when a build has none", () => {
    const serverDir = mkdtempSync(join(tmpdir(), "csp-server-"));
    try {
      expect(() => readScriptHashes(serverDir)).toThrow(/script-hashes\.json is missing.*npm run build/);
      writeFileSync(join(serverDir, SCRIPT_HASHES_FILE), JSON.stringify({ site: ["'sha256-a'"], pages: {} }));
      expect(readScriptHashes(serverDir)).toEqual({ site: ["'sha256-a'"], pages: {} });
    } finally {
      rmSync(serverDir, { recursive: true, force: true });
    }
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

describe("editorContentSecurityPolicy", () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]));
  const site = directives(contentSecurityPolicy(["'sha256-a'"]));
  const editor = directives(editorContentSecurityPolicy(["'sha256-a'"]));

  it("allows the page's own scripts by hash, no eval and no inline script", () => {
    expect(editor["script-src"]).toEqual(["'self'", "'sha256-a'"]);
  });
  it("loosens only what Keystatic needs (GitHub's API and avatars, uploads, its typeface) and frames nothing", () => {
    expect(editor["connect-src"]).toEqual(["'self'", "https://api.github.com"]);
    expect(editor["img-src"]).toEqual([...site["img-src"]!, "blob:", "https://avatars.githubusercontent.com"]);
    expect(editor["style-src"]).toEqual([...site["style-src"]!, "https://fonts.googleapis.com"]);
    expect(editor["font-src"]).toEqual(["'self'", "https://fonts.gstatic.com"]);
    expect(editor["frame-src"]).toEqual(["'none'"]);
    for (const name of ["default-src", "object-src", "base-uri", "form-action", "frame-ancestors"])
      expect(editor[name], name).toEqual(site[name]);
  });
});
