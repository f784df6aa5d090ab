// @ts-check
// A throwaway PostgreSQL server for the tests and benchmarks: a new cluster (initdb) in a temporary folder,
// started with pg_ctl on a free loopback port, as the `postgres` user when running as root (PostgreSQL refuses
// to run as root), and deleted when stopped. Needs Debian's `postgresql` package (.ci/run installs it).
// Every call is asynchronous: a test worker that blocks misses vitest's report deadline.
import { execFile } from "node:child_process";
import { chown, mkdtemp, readdir, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./free-port.mjs";

const run = promisify(execFile);

/** The newest server binaries Debian installed (/usr/lib/postgresql/<version>/bin), or PG_BIN. */
async function serverBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? (await readdir(root)).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a)).find((v) => existsSync(join(root, v, "bin", "initdb")));
  if (!newest)
    throw new Error(
      "PostgreSQL's server is not installed (no /usr/lib/postgresql/<version>/bin/initdb): " +
        "`apt-get install postgresql` (what .ci/run does), or set PG_BIN to its bin folder.",
    );
  return join(root, newest, "bin");
}

/**
 * Runs a server binary, as `postgres` when this process is root.
 * @param {string} bin
 * @param {string[]} args
 */
async function asServerUser(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const [command, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  try {
    return await run(command, fullArgs, { timeout: 120_000 });
  } catch (error) {
    const failure = /** @type {{ stderr?: string, message?: string }} */ (error);
    throw new Error(`${bin} ${args.join(" ")} failed: ${failure.stderr || failure.message}`);
  }
}

/**
 * Starts a new cluster. Returns `adminUrl` (the `postgres` database), `createDatabase()` (a fresh, empty
 * database and its URL, one per test) and `stop()` (stops the server and deletes its folder).
 */
export async function startPostgresCluster() {
  const bin = await serverBinDir();
  const dir = await mkdtemp(join(tmpdir(), "leads-pg-"));
  if (process.getuid?.() === 0) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, Number(stdout), Number(gid));
  }
  const data = join(dir, "data");
  const port = await freePort();
  // Data checksums on, as a production cluster should have: PostgreSQL then notices a damaged page itself.
  await asServerUser(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--data-checksums",
    "--no-sync",
  ]);
  await asServerUser(join(bin, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-t",
    "60",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    "start",
  ]);
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    port,
    createDatabase: (/** @type {string | undefined} */ prefix) => createDatabaseAt(adminUrl, prefix),
    async stop() {
      await asServerUser(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on a cluster another process started, from its admin URL.
 * @param {string} adminUrl
 */
export async function createDatabaseAt(adminUrl, prefix = "leads") {
  const name = `${prefix.replace(/\W/g, "_")}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
