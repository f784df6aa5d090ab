// @ts-check
// `npm start`: builds when there is no build yet, then serves it on HOST:PORT (default 127.0.0.1:4321).
// First, the settings in .env when there is one (env-file.mjs); then, before anything loads React:
// NODE_ENV=production, whatever the shell or the file said (production-mode.mjs).
import "./env-file.mjs";
import "./production-mode.mjs";
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ON_DEMAND_PATHS } from "../lib/hosting/hosting-rules.mjs";
import { errorText, log } from "../lib/log/log.mjs";
import { DEFAULT_ANSWER_DEADLINE_MS } from "./answer-deadline.mjs";
import { createSiteServer, defaultDistDir } from "./serve.mjs";

const distDir = defaultDistDir;
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 4321);

/**
 * A setting in seconds, or the server stops here naming it.
 * @param {string} name
 * @param {number} fallback
 */
function secondsSetting(name, fallback) {
  const seconds = Number(process.env[name] ?? fallback);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  log.error("server.config_error", { message: `${name} must be a number of seconds, not "${process.env[name]}"` });
  process.exit(1);
}
// How long a stop waits for requests in progress and a mail being sent before it cuts them off.
const graceSeconds = secondsSetting("SHUTDOWN_GRACE_SECONDS", 10);
// While stopping, how long a kept-alive connection may stay quiet (from the stop, or its last answer) before it is
// closed: a client that asks again within it, as a load balancer's health check on its own connection does, is
// told 503 and Retry-After instead of finding the connection gone.
const idleSeconds = secondsSetting("SHUTDOWN_IDLE_SECONDS", 1);
// How long a stop goes on answering as usual before it stops accepting (each answer closing its connection,
// /healthz 503), so a load balancer takes the server out of rotation first and a rolling deploy resets nobody.
// 0 (the default) stops accepting at once. Set it above the load balancer's health-check interval × the failures
// it needs, and the stop's timeout (systemd's TimeoutStopSec, docker stop's -t) above drain + grace.
const drainSeconds = secondsSetting("SHUTDOWN_DRAIN_SECONDS", 0);
// The most any request may take from its headers arriving to its answer (src/server/answer-deadline.mjs).
const answerDeadlineSeconds = secondsSetting("REQUEST_TIMEOUT_SECONDS", DEFAULT_ANSWER_DEADLINE_MS / 1000);
if (answerDeadlineSeconds === 0) {
  log.error("server.config_error", { message: "REQUEST_TIMEOUT_SECONDS must be more than 0" });
  process.exit(1);
}

if (!existsSync(join(distDir, "server", "entry.mjs"))) {
  log.info("server.building", { message: "No build found: running `astro build` first" });
  const result = spawnSync("npx", ["astro", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Not ready until warmed up: /healthz answers 503 meanwhile, so a load balancer (or the container's health
// check) waits for the content and the lead store instead of sending visitors to a process still loading them.
const server = await createSiteServer({ distDir, ready: false, answerDeadlineMs: answerDeadlineSeconds * 1000 });
// A port already taken (another server, an earlier `npm start`) is the commonest first failure: one line says so
// and how to choose another, where Node would throw an unhandled 'error' event with a stack.
server.once("error", (/** @type {NodeJS.ErrnoException} */ error) => {
  if (error.code === "EADDRINUSE") {
    log.error("server.port_taken", {
      address: `${host}:${port}`,
      message: `Port ${port} is already in use on ${host}: stop what is using it, or choose another port, e.g. \`PORT=${port + 1} npm start\``,
    });
  } else {
    log.error("server.listen_failed", { address: `${host}:${port}`, message: errorText(error) });
  }
  process.exit(1);
});
server.listen(port, host, () => {
  log.info("server.listening", { url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`, distDir });
  const listened = performance.now();
  // Open the lead database now (check the lead settings, create or migrate its schema, resume unsent mail), not
  // at the first lead; and render each on-demand page once, so its first visitor does not wait for its code, the
  // content store and the critical-CSS caches to load. All at once: the content loads are shared (loadOnce in
  // src/lib/content), so the pages wait for one load between them, as visitors arriving now do.
  const local = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const origin = `http://${local.includes(":") ? `[${local}]` : local}:${port}`;
  const warm = (/** @type {string} */ path) =>
    fetch(origin + path, { method: "HEAD", headers: { "X-Request-Id": "warm-up" } }).then(
      (response) => response.status,
      () => 0,
    );
  (async () => {
    // The lead settings are read (and checked) in the bundle, on the first use of the lead runtime: a bad
    // LEADS_* value answers this 500, after the bundle logged `server.config_error` naming the variable.
    if ((await warm("/api/leads")) === 500) {
      log.error("server.stopping", { message: "the lead settings are invalid (see server.config_error above)" });
      process.exit(1);
    }
    // Not /healthz: it answers 503 until ready, so asking it here only wrote an error-level line on every start.
    const pages = ON_DEMAND_PATHS.filter((path) => !/\/$|\.\w+$/.test(path) && path !== "/healthz");
    await Promise.all(pages.map(warm));
    server.markReady();
    log.info("server.ready", { afterMs: Math.round(performance.now() - listened) });
  })();
});

// Graceful stop: no new connections, requests already taken are answered (later ones on open connections get a
// 503 with Retry-After), a mail being sent finishes, then the lead store closes, all within
// SHUTDOWN_GRACE_SECONDS (so a deploy's SIGTERM never cuts a lead off mid-write). A second signal stops at once.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info("server.stopping", { signal, graceSeconds, message: "finishing requests in flight, then stopping" });
    server.shutdown({ graceMs: graceSeconds * 1000, idleMs: idleSeconds * 1000, drainMs: drainSeconds * 1000 }).then(
      () => {
        log.info("server.stopped", { message: "stopped gracefully" });
        process.exit(0);
      },
      (error) => {
        log.error("server.stop_failed", { error: errorText(error, true) });
        process.exit(1);
      },
    );
  });
}
