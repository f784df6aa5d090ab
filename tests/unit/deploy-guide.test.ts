// Issue 50 §4: the operating guide's first deploy, tested. Its host's configuration (deploy/fly.toml) must agree
// with the image (deploy/Containerfile): the Containerfile it builds, the volume the database lives on, the port,
// the health check, a stop that outlasts the server's grace; and every setting the guide's table names is one the
// code reads, set where the guide says: a build argument the Containerfile passes to the build, or a server setting
// that never is one. The image itself is built and started as the Containerfile says in deploy-image.test.ts.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const GUIDE = read("docs/operating.md");
const CONTAINERFILE = read("deploy/Containerfile");
const FLY = read("deploy/fly.toml");

/** The guide's section on a first deploy. */
const section = (() => {
  const start = GUIDE.indexOf("## A first deploy, step by step");
  return start < 0 ? "" : GUIDE.slice(start, GUIDE.indexOf("\n## ", start + 3));
})();

/** The settings table's rows: each row's setting names (backticked, upper case) and where the guide sets them. */
const settingRows = section
  .split("\n")
  .filter((line) => line.startsWith("| `"))
  .map((line) => {
    const [names, where] = line.split(" | ");
    return { names: [...names.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!), where: where ?? "" };
  });

/** `key = value` of a section of a TOML file as this one writes it (one value per line, quoted or bare). */
function tomlSection(text: string, name: string): Record<string, string> {
  const lines = text.split("\n");
  const start =
    name === "" ? 0 : lines.findIndex((line) => line.trim() === `[${name}]` || line.trim() === `[[${name}]]`);
  const values: Record<string, string> = {};
  for (const line of lines.slice(start + (name === "" ? 0 : 1))) {
    if (/^\s*\[/.test(line)) break;
    const match = /^\s*([\w.]+)\s*=\s*"?([^"#]*?)"?\s*(#.*)?$/.exec(line);
    if (match) values[match[1]!] = match[2]!;
  }
  return values;
}

/** The Containerfile's `ENV` values of its final stage. */
const imageEnv = Object.fromEntries(
  [...CONTAINERFILE.slice(CONTAINERFILE.lastIndexOf("\nFROM ")).matchAll(/\b([A-Z_]+)=(\S+)/g)].map((m) => [
    m[1],
    m[2],
  ]),
);
/** The build stage's ARGs, and the build command they are handed to. */
const buildStage = CONTAINERFILE.slice(0, CONTAINERFILE.lastIndexOf("\nFROM "));
const buildArgs = [...buildStage.matchAll(/^ARG ([A-Z_]+)/gm)].map((match) => match[1]);
const buildRun = /^RUN .*npm run build$/m.exec(buildStage)?.[0] ?? "";

/** Every source file's text (tests excluded): where a setting must be read. */
function sourceText(dir: string): string {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|mjs|astro)$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => readFileSync(join(ROOT, dir, file), "utf8"))
    .join("\n");
}
const CODE = [sourceText("src"), read("astro.config.mjs"), read("keystatic.config.ts")].join("\n");

describe("the guide's first deploy", () => {
  it("walks through it on one host, with the settings that matter in a table", () => {
    expect(section).toContain("fly deploy");
    expect(settingRows.length).toBeGreaterThanOrEqual(5);
    for (const name of ["SITE_URL", "OWNER_PASSWORD_HASH", "SMTP_HOST", "PUBLIC_KEYSTATIC_GITHUB_REPO"])
      expect(settingRows.flatMap((row) => row.names)).toContain(name);
  });

  it("names only settings the code reads", () => {
    const names = settingRows.flatMap((row) => row.names);
    const unread = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(CODE));
    expect(unread).toEqual([]);
  });

  it("sets each build-time setting as a build argument the Containerfile hands to the build, and no secret so", () => {
    for (const { names, where } of settingRows) {
      const atBuild = where.includes("[build.args]");
      for (const name of names) {
        expect(buildArgs.includes(name), `${name} as a build argument`).toBe(atBuild);
        if (atBuild) expect(buildRun).toContain(`"$${name}"`);
      }
    }
  });

  it("names commands that exist", () => {
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts as Record<string, string>);
    for (const [, script] of section.matchAll(/npm run ([\w:-]+)/g)) expect(scripts).toContain(script);
    expect(section).toContain("deploy/fly.toml");
  });
});

describe("the host's configuration (deploy/fly.toml) against the image (deploy/Containerfile)", () => {
  it("builds the Containerfile", () => {
    const dockerfile = tomlSection(FLY, "build").dockerfile!;
    expect(dockerfile).toBe("deploy/Containerfile");
    expect(existsSync(join(ROOT, dockerfile))).toBe(true);
  });

  it("keeps the lead database on a volume where the image keeps it", () => {
    const volume = /^VOLUME (\S+)/m.exec(CONTAINERFILE)?.[1];
    expect(tomlSection(FLY, "mounts").destination).toBe(volume);
    expect(imageEnv.LEADS_DATABASE_URL).toBe(`file:${volume}/leads.db`);
  });

  it("sends visitors to the image's port, once /healthz answers", () => {
    expect(tomlSection(FLY, "http_service").internal_port).toBe(imageEnv.PORT);
    expect(tomlSection(FLY, "http_service.checks").path).toBe("/healthz");
    expect(tomlSection(FLY, "http_service").auto_start_machines).toBe("false");
  });

  it("lets the server's graceful stop finish before the host kills it", () => {
    const top = tomlSection(FLY, "");
    expect(top.kill_signal).toBe(/^STOPSIGNAL (\S+)/m.exec(CONTAINERFILE)?.[1]);
    expect(Number(top.kill_timeout)).toBeGreaterThan(Number(imageEnv.SHUTDOWN_GRACE_SECONDS));
  });

  it("counts visitors by their own address behind the host's proxy", () => {
    expect(tomlSection(FLY, "env").LEADS_TRUST_PROXY).toBe("1");
  });
});
