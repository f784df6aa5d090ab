import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorText, log, prettyLine, requestIdFrom } from "./log.mjs";

// The unit project runs with LOG_LEVEL=warn (vitest.config.ts); these tests want every line.
beforeEach(() => vi.stubEnv("LOG_LEVEL", "info"));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** Every line the logger writes while `run` runs, stdout and stderr alike. */
function captured(run: () => void): string[] {
  const lines: string[] = [];
  const keep = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, "info").mockImplementation(keep);
  vi.spyOn(console, "error").mockImplementation(keep);
  run();
  vi.restoreAllMocks();
  return lines;
}

describe("request ids", () => {
  it("keeps a plain incoming X-Request-Id and replaces anything else", () => {
    expect(requestIdFrom("lb-7f3a.12_x")).toBe("lb-7f3a.12_x");
    for (const hostile of ["", "a b", "x\ny", '"}{"level":"error', "é", "a".repeat(65), undefined]) {
      expect(requestIdFrom(hostile)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdFrom(["a", "b"])).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("the log line", () => {
  it("is one JSON object by default, with time, level and event first", () => {
    vi.stubEnv("LOG_FORMAT", "");
    const [line] = captured(() => log.info("lead.stored", { requestId: "r1", leadId: 7, skipped: undefined }));
    const entry = JSON.parse(line);
    expect(Object.keys(entry)).toEqual(["time", "level", "event", "requestId", "leadId"]);
    expect(entry).toMatchObject({ level: "info", event: "lead.stored", requestId: "r1", leadId: 7 });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
  });

  it("reads as one line for people with LOG_FORMAT=pretty", () => {
    vi.stubEnv("LOG_FORMAT", "pretty");
    const [line] = captured(() =>
      log.warn("delivery.failed", { channel: "mail", attempt: 2, error: "no route\nto host" }),
    );
    expect(line).toMatch(
      /^\d{4}-\d\d-\d\dT[\d:.]+Z WARN {2}delivery\.failed channel=mail attempt=2 error="no route\\nto host"$/,
    );
  });

  it("masks anything shaped like an email address, and keeps module paths in stacks", () => {
    const [line] = captured(() =>
      log.error("delivery.failed", {
        error: "550 <Owner.Name+x@mail.example.co.uk> rejected",
        stack: "at /app/node_modules/@libsql/client/lib-esm/sqlite3.js:12:3",
      }),
    );
    expect(line).not.toContain("Owner.Name");
    expect(line).toContain("550 <[email]> rejected");
    expect(line).toContain("node_modules/@libsql/client/lib-esm/sqlite3.js");
  });

  it("drops levels below LOG_LEVEL, and sends warnings and errors to stderr", () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    log.info("request");
    log.warn("request.problem");
    log.error("request.problem");
    expect(info).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("gives an error's stack only when asked", () => {
    const error = new Error("boom");
    expect(errorText(error)).toBe("boom");
    expect(errorText(error, true)).toMatch(/^Error: boom\n\s+at /);
    expect(errorText("plain")).toBe("plain");
  });

  it("quotes pretty values that would not read as one key=value", () => {
    expect(prettyLine({ time: "t", level: "info", event: "e", a: "x y", b: 'q"', c: ["p", "q"], d: 3, e: "" })).toBe(
      't INFO  e a="x y" b="q\\"" c=p,q d=3 e=""',
    );
  });
});
