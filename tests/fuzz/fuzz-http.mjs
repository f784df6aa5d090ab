// @ts-check
// `npm run test:fuzz`: hostile requests against the built site, served by `npm start`'s own code in a child
// process on 127.0.0.1 (never anywhere else). Every on-demand route, the lead endpoint and a few static pages get
// odd paths (long segments, broken and overlong encodings, traversal, NULs), huge and odd query strings, odd
// methods (CONNECT, TRACK, PROPFIND…) and, for the posts, hostile bodies (wrong content types, broken JSON, huge
// fields, wrong types, prototype-pollution keys), all over raw sockets so nothing normalises them first. A fixed
// seed makes each run the same few thousand requests. Exits 1 on any 5xx (but 501 for a method Node cannot
// parse), any request left without an answer, any answer missing a security header, a 405 without Allow, a page
// served for a path starting `//`, or a server that died. Then the floods of issue 53: 64 sign-ins at once beside
// pages, one email's 20 bookings of an event at once (one is booked), one lead replayed 30 times at once (stored
// once), the counting image asked 300 times for a page and for 200 made-up ones (counted once, at most 60 rows,
// read from the database after a graceful stop), and 200 GETs of /api/leads beside posts. Needs a build
// (`npm run build`).
import { mkdtemp, rm } from "node:fs/promises";
import { METHODS as PARSABLE_METHODS } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BASE_SECURITY_HEADERS, ON_DEMAND_PATHS } from "../../src/lib/hosting/hosting-rules.mjs";
import { createClient } from "@libsql/client";
import { benchLead, spawnSite } from "../support/spawn-site.mjs";
import { seededRandom as random } from "../../src/scripts/seeded-random.mjs";

const CONCURRENCY = 6;
// A valid consultation lead (the crash test's), its key and name set per use.
const fuzzLead = { ...benchLead("unused", 0), firstName: "Fuzz", email: "fuzz@fuzz.example" };
const ANSWER_TIMEOUT_MS = 10_000;
const HARD_STOP_MS = 120_000;
const RANDOM_CASES = 1500;
// `npm run owner:hash` of a password only this file knows of ("fuzz-owner-password"): /owner is switched on.
const FUZZ_OWNER_HASH = "scrypt:16384:8:1:33ixEKst1KInBmnkzxQPlw:J7RjoHfppOHjbAsVc23AeArQ5TPAM8o9Mi2LVQYZWRY";

const REQUIRED_HEADERS = [...Object.keys(BASE_SECURITY_HEADERS), "Content-Security-Policy"].map((name) =>
  name.toLowerCase(),
);
// The free call's pages under /book/ and a booking's under /events/seat/ take a token: one of the right shape, which
// this server never signed.
const CALL_TOKEN = `1.${"A".repeat(43)}`;
const ROUTES = [
  ...ON_DEMAND_PATHS.filter((path) => !path.endsWith("/")),
  "/api/leads",
  `/book/booked/${CALL_TOKEN}`,
  `/book/booked/${CALL_TOKEN}/call.ics`,
  `/book/manage/${CALL_TOKEN}`,
  `/events/seat/${CALL_TOKEN}`,
  "/",
  "/about",
  "/franchises/x",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "TRACK", "CONNECT", "PROPFIND"];
const ODD_METHODS = [...METHODS, "MKCOL", "get", "FROBNICATE", "PRI", "G ET"];
const PATH_SUFFIXES = [
  "",
  "/",
  "//",
  ...[250, 251, 255, 256, 1000, 4000].map((n) => `/${"a".repeat(n)}`),
  `/${"a/".repeat(2100)}`,
  "%00",
  "/%00",
  "%",
  "%zz",
  "%c0%ae%c0%ae/",
  "%C0%AF",
  "%F0%9F%98%80",
  "%ef%bf%bf",
  "%u002e",
  "/..",
  "/../../../../etc/passwd",
  "/..%2f..%2f..%2fetc%2fpasswd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "%2F",
  "%2f%2fevil.example",
  "\\",
  "/./",
  ";jsessionid=1",
  ".html",
  "/index.html",
  ".br",
  "~",
];
const PATH_PREFIXES = ["", "/.", "//", "/./", "/%2e"];
const QUERIES = [
  "",
  "?",
  `?q=${"a".repeat(8000)}`,
  `?q=${"a".repeat(20_000)}`,
  "?q=%",
  "?q=%00",
  "?q=<script>alert(1)</script>",
  `?f=${",".repeat(3000)}`,
  `?f=${Array.from({ length: 500 }, (_, i) => `s${i}`).join(",")}`,
  "?cash=-1e309",
  "?cash=NaN",
  "?cash=1e400&budget=-0",
  "?page=-1",
  "?page=99999999999999999999999",
  "?page=1.5&category=__proto__",
  "?q[]=1&q[]=2",
  "?__proto__[x]=1&constructor[prototype][x]=1",
  "?location=%00&investment=%ff",
  "?add=../../etc/passwd",
  "?add=%2F%2Fevil.example",
  "?notice=saved&slug=<b>",
  "?" + "x=1&".repeat(2000),
];

/**
 * One request to send: its method and target, and optionally its headers, body, HTTP version and whether it
 * names a Host.
 * @typedef {{ method: string, target: string, headers?: Record<string, string>, body?: string, version?: string, host?: boolean }} FuzzRequest
 */

/**
 * What came back: the status and headers (each name, lower-cased, to its whole line), or why nothing did.
 * @typedef {{ status: number, headers: Map<string, string> } | { error: string }} Answer
 */

/**
 * One raw HTTP/1.1 request as bytes.
 * @param {number} port
 * @param {FuzzRequest} request
 */
function requestBytes(port, { method, target, headers = {}, body = "", version = "HTTP/1.1", host = true }) {
  /** @type {Record<string, string>} */
  const all = { ...(host ? { Host: `127.0.0.1:${port}` } : {}), Connection: "close", ...headers };
  if (body !== "" && !("Content-Length" in all) && !("Transfer-Encoding" in all))
    all["Content-Length"] = String(Buffer.byteLength(body));
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} ${version}\r\n${lines.join("")}\r\n${body}`;
}

/**
 * Sends one request on its own connection; resolves with the status and headers, or an error.
 * @param {number} port
 * @param {string} bytes
 * @returns {Promise<Answer>}
 */
function exchange(port, bytes) {
  return new Promise((resolve) => {
    // No half-close: Node drops a request still being answered when the client ends its side first.
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    /** @type {Buffer[]} */
    const chunks = [];
    const finish = (/** @type {Answer} */ result) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish(answerOf(chunks) ?? { error: "no answer within 10 s" }), ANSWER_TIMEOUT_MS);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", () => finish(answerOf(chunks) ?? { error: "connection closed without an answer" }));
    // A reset after the server answered (it closes on requests it refuses) still counts as that answer.
    socket.on("error", (/** @type {NodeJS.ErrnoException} */ error) =>
      finish(answerOf(chunks) ?? { error: error.code ?? error.message }),
    );
  });
}

/**
 * The status and headers of the first answer in what the server sent, or null if there is none.
 * @param {Buffer[]} chunks
 */
function answerOf(chunks) {
  const text = Buffer.concat(chunks).toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return null;
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line]));
  return { status, headers };
}

/**
 * True when the target's path, as the URL standard resolves it, starts with `//`.
 * @param {string} target
 */
function startsWithTwoSlashes(target) {
  if (!target.startsWith("/")) return false;
  try {
    return new URL(`http://localhost${target}`).pathname.startsWith("//");
  } catch {
    return false;
  }
}

/**
 * The requests: every route crossed with the odd paths, queries and methods, the hostile posts, then random mixes.
 * @param {string} origin
 * @returns {Generator<FuzzRequest>}
 */
function* cases(origin) {
  for (const route of ROUTES) {
    for (const suffix of PATH_SUFFIXES) yield { method: "GET", target: route + suffix };
    for (const prefix of PATH_PREFIXES) yield { method: "GET", target: prefix + route + "/" };
    for (const query of QUERIES) yield { method: "GET", target: route + query };
    for (const method of ODD_METHODS) yield { method, target: route };
    yield { method: "CONNECT", target: "127.0.0.1:22" };
    yield { method: "GET", target: route, host: false };
    yield { method: "GET", target: route, version: "HTTP/1.0", host: false };
    yield { method: "GET", target: `http://evil.example${route}` };
    yield { method: "GET", target: route, headers: { "Accept-Encoding": "br;q=abc, gzip;q=-1, *;q=2" } };
    yield { method: "GET", target: route, headers: { "If-None-Match": "*", "If-Modified-Since": "yesterday" } };
    yield {
      method: "GET",
      target: route,
      headers: { Range: "bytes=999999-0", Upgrade: "websocket", Connection: "Upgrade" },
    };
    yield { method: "GET", target: route, headers: { Cookie: `shortlist=${"%".repeat(3000)}` } };
    yield { method: "GET", target: route, headers: { "X-Big": "a".repeat(20_000) } };
    yield {
      method: "GET",
      target: route,
      headers: { "X-Forwarded-For": "1.1.1.1, <script>", "X-Forwarded-Proto": "gopher" },
    };
  }
  yield* hostilePosts(origin);
}

/**
 * Posts to the lead endpoint, /shortlist and /owner: wrong types, broken JSON, huge fields, pollution keys.
 * @param {string} origin
 * @returns {Generator<FuzzRequest>}
 */
function* hostilePosts(origin) {
  const lead = {
    formKind: "consultation",
    firstName: "Fuzz",
    lastName: "Test",
    email: "fuzz@example.com",
    phone: "07700 900000",
    preferredTime: "flexible",
    consultationType: "general",
    privacyNoticeVersion: "2025-01-01",
    sourcePath: "/contact",
    elapsedMs: 5000,
  };
  const json = [
    "",
    "{",
    "null",
    "[]",
    "1",
    '"a string"',
    "{}".repeat(1000),
    "[".repeat(20_000) + "]".repeat(20_000),
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    JSON.stringify({ ...lead, __proto__: { isAdmin: true } }).replace('"formKind"', '"__proto__":{"x":1},"formKind"'),
    JSON.stringify({ ...lead, firstName: 1, email: [], phone: {}, marketingConsent: "maybe", elapsedMs: "1e999" }),
    JSON.stringify({ ...lead, selectedFranchises: "not-a-list", formKind: "enquiry" }),
    JSON.stringify({
      ...lead,
      selectedFranchises: Array.from({ length: 5000 }, (_, i) => `f${i}`),
      formKind: "enquiry",
    }),
    JSON.stringify({ ...lead, firstName: "a".repeat(200_000) }),
    JSON.stringify({ ...lead, message: "\u0000\ud800\uffff".repeat(1000) }),
    JSON.stringify({ ...lead, sourcePath: "//2130706433" }),
    JSON.stringify({ ...lead, sourcePath: "/\\evil.example", idempotencyKey: "x".repeat(1000) }),
    JSON.stringify({ ...lead, elapsedMs: -1, privacyNoticeVersion: { toString: "x" } }),
    JSON.stringify({ ...lead, homepage: ["a"], packageId: "__proto__" }),
    JSON.stringify({ ...lead, email: `${"a".repeat(300)}@${"b".repeat(300)}.com` }),
  ];
  const forms = [
    "",
    "a=%",
    "%%%=%%%",
    "__proto__[polluted]=1&constructor[prototype][polluted]=1",
    "formKind=consultation&sourcePath=%2F%2F2130706433&email=x",
    "formKind=enquiry&" + "selectedFranchises=x&".repeat(3000),
    `formKind=consultation&firstName=${"a".repeat(100_000)}`,
    "formKind=consultation&firstName=%00%0d%0aSet-Cookie:%20x=1",
    "action=clear",
    "action=remove&slug=%2e%2e%2f",
    "action=__proto__",
    "action=clear&action=remove",
  ];
  const types = [
    undefined,
    "text/plain",
    "application/json; charset=utf-7",
    "application/json, text/html",
    "multipart/form-data; boundary=x",
    "application/xml",
    "APPLICATION/JSON",
    "application/x-www-form-urlencoded; charset=latin1",
  ];
  const sameSite = { Origin: origin };
  for (const target of ["/api/leads", "/shortlist", "/owner"]) {
    for (const body of json)
      yield { method: "POST", target, headers: { ...sameSite, "Content-Type": "application/json" }, body };
    for (const body of forms)
      yield {
        method: "POST",
        target,
        headers: { ...sameSite, "Content-Type": "application/x-www-form-urlencoded" },
        body,
      };
    for (const type of types)
      yield {
        method: "POST",
        target,
        headers: { ...sameSite, ...(type ? { "Content-Type": type } : {}) },
        body: json[10],
      };
    yield {
      method: "POST",
      target,
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: json[10],
    };
    yield {
      method: "POST",
      target,
      headers: { Origin: "null", "Content-Type": "application/x-www-form-urlencoded" },
      body: forms[8],
    };
    yield { method: "POST", target, headers: { "Content-Type": "application/json" }, body: json[10] };
    // Declared lengths that lie short, or a chunked body that breaks off.
    yield {
      method: "POST",
      target,
      headers: { ...sameSite, "Content-Type": "application/json", "Content-Length": "5" },
      body: json[10],
    };
    yield {
      method: "POST",
      target,
      headers: { ...sameSite, "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body: "zz\r\nnot a chunk\r\n0\r\n\r\n",
    };
    yield { method: "POST", target, headers: { ...sameSite, "Content-Length": "-1" }, body: "" };
  }
  yield* emptyBodies(origin);
}

/**
 * Empty bodies, declared (`Content-Length: 0`) or chunked (the last chunk at once), to every route that reads a
 * post: each is answered like any other bad body (issue 53 §2: they hung, each holding a connection).
 * @param {string} origin
 * @returns {Generator<FuzzRequest>}
 */
function* emptyBodies(origin) {
  for (const target of ["/api/leads", "/api/c", "/shortlist", "/owner"])
    for (const type of ["application/json", "application/x-www-form-urlencoded", undefined])
      for (const origins of /** @type {Record<string, string>[]} */ ([{ Origin: origin }, {}])) {
        /** @type {Record<string, string>} */
        const headers = { ...origins, ...(type ? { "Content-Type": type } : {}) };
        yield { method: "POST", target, headers: { ...headers, "Content-Length": "0" } };
        yield { method: "POST", target, headers: { ...headers, "Transfer-Encoding": "chunked" }, body: "0\r\n\r\n" };
      }
}

/**
 * Random mixes of a route, a prefix, a suffix, a query and a method, from a fixed seed.
 * @returns {Generator<FuzzRequest>}
 */
function* randomCases() {
  const next = random(24);
  /**
   * @template T
   * @param {T[]} list
   * @returns {T}
   */
  const pick = (list) => list[Math.floor(next() * list.length)];
  const noise = () =>
    Array.from({ length: 1 + Math.floor(next() * 12) }, () =>
      pick([
        "%2e",
        "%2f",
        "%5c",
        "%ff",
        "%c0%80",
        "%e2%80%ae",
        "..",
        ".",
        "/",
        "//",
        "a",
        "-",
        "é",
        "~",
        ";",
        "%20",
        "+",
      ]),
    ).join("");
  for (let i = 0; i < RANDOM_CASES; i += 1) {
    const method = next() < 0.7 ? pick(["GET", "HEAD"]) : pick(METHODS.filter((name) => name !== "CONNECT"));
    const target = pick(PATH_PREFIXES) + pick(ROUTES) + noise() + (next() < 0.3 ? pick(QUERIES.slice(0, 3)) : "");
    // Raw bytes over 127 in a request line are Node's to refuse; keep them to see that it does.
    yield { method, target: next() < 0.1 ? target : target.replace(/é/g, "%C3%A9") };
  }
}

/**
 * 64 wrong sign-ins to /owner at once from this one client, beside page requests (issue 53 §1, §3): every one
 * answered 401 or 429, no more than the lockout's five checked, and the pages answered meanwhile.
 */
async function concurrentGuesses() {
  const guess = (/** @type {number} */ i) => {
    const body = `action=sign-in&password=guess-${i}`;
    const headers = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
    return exchange(site.port, requestBytes(site.port, { method: "POST", target: "/owner", headers, body }));
  };
  const page = (/** @type {string} */ target) =>
    exchange(site.port, requestBytes(site.port, { method: "GET", target }));
  const answers = await Promise.all([
    ...Array.from({ length: 64 }, (_, i) => guess(i)),
    ...["/about", "/compare", "/"].map(page),
  ]);
  sent += answers.length;
  const guesses = answers.slice(0, 64);
  const pages = answers.slice(64);
  for (const answer of answers)
    if ("error" in answer) failures.push({ what: "concurrent sign-in guesses", problem: answer.error });
    else counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  const statuses = guesses.map((answer) => ("error" in answer ? 0 : answer.status));
  if (statuses.some((status) => status !== 401 && status !== 429))
    failures.push({ what: "concurrent sign-in guesses", problem: `answered ${statuses.join(",")}` });
  const checked = statuses.filter((status) => status === 401).length;
  if (checked > 5) failures.push({ what: "concurrent sign-in guesses", problem: `${checked} of 64 checked` });
  if (pages.some((answer) => "error" in answer || answer.status !== 200))
    failures.push({ what: "pages during the sign-in guesses", problem: "not all answered 200" });
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/**
 * Sends requests `concurrency` at a time, each on its own connection, counting their statuses; resolves with them.
 * @param {FuzzRequest[]} requests
 * @param {number} concurrency
 * @param {string} what
 */
async function sendAll(requests, concurrency, what) {
  /** @type {Answer[]} */
  const answers = new Array(requests.length);
  const queue = requests.entries();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (const [index, request] of queue)
        answers[index] = await exchange(site.port, requestBytes(site.port, request));
    }),
  );
  sent += answers.length;
  for (const answer of answers)
    if ("error" in answer) failures.push({ what, problem: answer.error });
    else {
      counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) failures.push({ what, problem: `answered ${answer.status}` });
    }
  return answers.map((answer) => ("error" in answer ? 0 : answer.status));
}

/**
 * The floods of issue 53, each a request a hostile client can repeat for nothing: one email holding seats (§6),
 * one lead replayed at once (§9), the counting image asked again and again for one page and for made-up ones (§7,
 * checked in the database once the server has stopped: see countersAfterStop), and GETs of the lead endpoint
 * beside posts (§10).
 */
async function floods() {
  const form = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
  // An event taking bookings, found as a visitor finds it: the listing's links, then a page with a booking form.
  const listing = await (await fetch(`${origin}/events`)).text();
  let slug;
  for (const [, candidate] of listing.matchAll(/href="\/events\/([a-z0-9-]+)"/g)) {
    const page = await (await fetch(`${origin}/events/${candidate}`)).text();
    if (/name="formKind" value="booking"/.test(page) && !/name="waitlist"/.test(page)) {
      slug = candidate;
      break;
    }
  }
  if (slug) {
    const bookings = Array.from({ length: 20 }, (_, i) => ({
      method: "POST",
      target: "/api/leads",
      headers: form,
      body: new URLSearchParams({
        formKind: "booking",
        eventSlug: slug,
        privacyNoticeVersion: "2025-01-01",
        firstName: "Seat",
        lastName: `Hoarder ${i}`,
        email: i % 2 ? "HOARDER@fuzz.example" : "hoarder@fuzz.example",
        seats: String((i % 2) + 1),
      }).toString(),
    }));
    const statuses = await sendAll(bookings, 10, `20 bookings of ${slug} from one email at once`);
    const booked = statuses.filter((status) => status === 303).length;
    if (booked !== 1 || statuses.some((status) => status !== 303 && status !== 409))
      failures.push({ what: "seat hoarding", problem: `one email's 20 bookings answered ${statuses.join(",")}` });
  } else failures.push({ what: "seat hoarding", problem: "no event taking bookings found from /events" });

  const lead = JSON.stringify({ ...fuzzLead, idempotencyKey: "fuzz-replayed-000000000001" });
  const replays = Array.from({ length: 30 }, () => ({
    method: "POST",
    target: "/api/leads",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: lead,
  }));
  const replayed = await sendAll(replays, 15, "one lead replayed 30 times at once");
  if (replayed.filter((status) => status === 201).length !== 1 || replayed.some((s) => s !== 201 && s !== 200))
    failures.push({ what: "replays", problem: `answered ${replayed.join(",")}` });

  const counted = (/** @type {string} */ path) => ({
    method: "GET",
    target: `/api/c?p=${encodeURIComponent(path)}`,
    headers: { "User-Agent": BROWSER },
  });
  const views = [
    ...Array.from({ length: 300 }, () => counted("/fuzz-flood")),
    ...Array.from({ length: 200 }, (_, i) => counted(`/fuzz-flood/${i}`)),
  ];
  if ((await sendAll(views, 12, "the counting image flooded")).some((status) => status !== 200))
    failures.push({ what: "counter flood", problem: "not every view answered 200" });

  const gets = Array.from({ length: 200 }, (_, i) => ({ method: i % 2 ? "HEAD" : "GET", target: "/api/leads" }));
  const posts = Array.from({ length: 20 }, (_, i) => ({
    method: "POST",
    target: "/api/leads",
    headers: { Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({
      ...fuzzLead,
      lastName: `Beside ${i}`,
      idempotencyKey: `fuzz-beside-gets-${String(i).padStart(9, "0")}`,
    }),
  }));
  const [getStatuses, postStatuses] = await Promise.all([
    sendAll(gets, 16, "GETs of /api/leads"),
    sendAll(posts, 2, "posts beside GETs of /api/leads"),
  ]);
  if (getStatuses.some((status) => status !== 405))
    failures.push({ what: "GET flood", problem: "a GET or HEAD of /api/leads not answered 405" });
  if (postStatuses.some((status) => status !== 201))
    failures.push({ what: "GET flood", problem: `posts beside it answered ${postStatuses.join(",")}` });
}

/** What the counting image's flood stored, read once the server has stopped (and so written its counts). */
async function countersAfterStop(/** @type {string} */ databaseUrl) {
  const client = createClient({ url: databaseUrl });
  try {
    const one = await client.execute("SELECT COALESCE(SUM(n), 0) AS n FROM stat_counts WHERE key = '/fuzz-flood'");
    if (Number(one.rows[0].n) !== 1)
      failures.push({ what: "counter flood", problem: `300 views from one client counted ${one.rows[0].n}` });
    const made = await client.execute("SELECT COUNT(*) AS n FROM stat_counts WHERE key LIKE '/fuzz-flood/%'");
    if (Number(made.rows[0].n) > 60)
      failures.push({ what: "counter flood", problem: `one client's 200 made-up paths made ${made.rows[0].n} rows` });
    const stored = await client.execute(
      "SELECT COUNT(*) AS n FROM leads WHERE idempotency_key = 'fuzz-replayed-000000000001'",
    );
    if (Number(stored.rows[0].n) !== 1)
      failures.push({ what: "replays", problem: `the replayed lead stored ${stored.rows[0].n} times` });
  } finally {
    client.close();
  }
}

const started = Date.now();
const databaseDir = await mkdtemp(join(tmpdir(), "fuzz-http-"));
let serverLog = "";
const databaseUrl = `file:${join(databaseDir, "leads.db")}`;
const site = await spawnSite({
  env: {
    LEADS_DATABASE_URL: databaseUrl,
    LEADS_RATE_LIMIT: "0",
    // The owner's page switched on, as an attacker would find it: its sign-in, sign-out and error answers too.
    OWNER_PASSWORD_HASH: FUZZ_OWNER_HASH,
  },
});
const origin = site.baseUrl;
/** @type {Map<number | string, number>} */
const counts = new Map();
/** @type {{ what?: string, problem: string }[]} */
const failures = [];
let sent = 0;
const all = [...cases(origin), ...randomCases()];
const hardStop = setTimeout(() => {
  failures.push({ problem: `stopped after ${HARD_STOP_MS / 1000} s with ${all.length - sent} requests unsent` });
  all.length = 0;
}, HARD_STOP_MS);

try {
  const queue = all.entries();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (const [, request] of queue) {
        if (all.length === 0) return;
        sent += 1;
        const answer = await exchange(site.port, requestBytes(site.port, request));
        const what = `${request.method} ${request.target.slice(0, 120)}`;
        // What a failure prints: the request in full enough to send again.
        const described = `${what} ${JSON.stringify(request.headers ?? {}).slice(0, 200)} body ${JSON.stringify(String(request.body ?? "")).slice(0, 120)}`;
        if ("error" in answer) {
          counts.set("no answer", (counts.get("no answer") ?? 0) + 1);
          failures.push({ what: described, problem: answer.error });
          continue;
        }
        counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
        // The one 5xx that is right: 501 for a method Node's parser does not know (RFC 9110, 15.6.2).
        const unknownMethod = answer.status === 501 && !PARSABLE_METHODS.includes(request.method);
        if (answer.status >= 500 && !unknownMethod)
          failures.push({ what: described, problem: `answered ${answer.status}` });
        const missing = REQUIRED_HEADERS.filter((name) => !answer.headers.has(name));
        if (missing.length > 0) failures.push({ what, problem: `${answer.status} without ${missing.join(", ")}` });
        if (answer.status === 405 && !answer.headers.has("allow"))
          failures.push({ what, problem: "405 without Allow" });
        // A path starting `//` is no page (a 404, or a redirect to its single-slash path): issue 53 §11. As the
        // URL standard reads it: `//..` is `/`.
        if (startsWithTwoSlashes(request.target) && answer.status < 300)
          failures.push({ what, problem: `${answer.status} for a path starting //` });
      }
    }),
  );
  await concurrentGuesses();
  await floods();
} finally {
  clearTimeout(hardStop);
  serverLog = site.output();
  if (site.child.exitCode !== null) failures.push({ problem: `the server died:\n${site.output().slice(-2000)}` });
  // A graceful stop writes the counts still in memory, for countersAfterStop.
  await site.stop("SIGTERM");
}
try {
  await countersAfterStop(databaseUrl);
} finally {
  await rm(databaseDir, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const byStatus = [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)));
console.log(
  `fuzz-http: ${sent} requests in ${seconds} s; by status: ${byStatus.map(([status, n]) => `${status}×${n}`).join(", ")}; ${failures.length} failures`,
);
for (const failure of failures.slice(0, 25)) console.error(`  ${failure.what ?? ""}: ${failure.problem}`);
// A 5xx is the server's own error: its log says why.
if (failures.some(({ problem }) => problem.startsWith("answered 5")))
  console.error(
    serverLog
      .split("\n")
      .filter((line) => /"level":"error"|"status":5|lead\./.test(line))
      .slice(0, 10)
      .join("\n"),
  );
process.exit(failures.length > 0 ? 1 : 0);
