// `npm start` on a port something else holds says so in one log line, with how to choose another, and exits
// non-zero, where Node threw an unhandled 'error' event (EADDRINUSE) at a newcomer after install and build.
// Run from outside as an operator does: a port is taken here, then `npm start` is pointed at it. Needs a build.
// Content-independent: it starts the server on a port already taken; no page is asked for.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo, type Server } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_DIR, commandEnv } from "../support/project-copy.mjs";

let dir: string;
let taken: Server;
let port: number;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "port-taken-"));
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  port = (taken.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => taken.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe("npm start on a port already in use", () => {
  it("logs one line saying the port is taken and how to choose another, and exits non-zero", async () => {
    const env: NodeJS.ProcessEnv = {
      ...commandEnv(),
      HOST: "127.0.0.1",
      PORT: String(port),
      LEADS_DATABASE_URL: `file:${dir}/leads.db`,
    };
    delete env.NODE_ENV;
    delete env.LOG_LEVEL;
    const child = spawn("npm", ["start"], { cwd: PROJECT_DIR, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const [code] = (await once(child, "exit")) as [number | null];

    expect(code).not.toBe(0);
    const events = output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; event: string; message?: string; address?: string });
    const failures = events.filter((entry) => entry.level !== "info");
    expect(failures.map((entry) => entry.event)).toEqual(["server.port_taken"]);
    expect(failures[0]!.address).toBe(`127.0.0.1:${port}`);
    expect(failures[0]!.message).toContain(`PORT=${port + 1} npm start`);
    expect(output).not.toMatch(/Unhandled 'error' event|EADDRINUSE/);
  });
});
