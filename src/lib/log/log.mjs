// @ts-check
// The one logger of the server and the lead pipeline: one line per event, JSON by default (for a log collector),
// or `LOG_FORMAT=pretty` for people reading a terminal. Plain JavaScript, so the Node server runs it without a
// build; the bundled Astro code imports it too, and both read the same environment, so both write one format.
// Events carry ids (request, lead, outbox), kinds, statuses and counts, never personal data: no email address,
// phone number, name, postcode, message or client address is ever passed in. As a last guard, anything shaped
// like an email address in a value (say, a mail server quoting a recipient in its error) is masked.
import { randomUUID } from "node:crypto";

/** @typedef {"info" | "warn" | "error"} LogLevel */
/** @typedef {Record<string, unknown>} LogFields */

const RANK = { info: 1, warn: 2, error: 3 };

/** An incoming X-Request-Id is kept only when it is this plain (a proxy's id), so it cannot forge log lines. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

const EMAIL_SHAPED = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * The request id to log and echo: the caller's `X-Request-Id` when it matches REQUEST_ID_PATTERN, else a new one.
 * @param {string | string[] | undefined} header
 */
export function requestIdFrom(header) {
  return typeof header === "string" && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/**
 * The text of an error for a log line: its stack when `withStack` (an unexpected failure), else its message.
 * @param {unknown} error
 */
export function errorText(error, withStack = false) {
  if (error instanceof Error) return withStack && error.stack ? error.stack : error.message;
  return String(error);
}

/** @param {unknown} value */
function masked(value) {
  return typeof value === "string" ? value.replace(EMAIL_SHAPED, "[email]") : value;
}

/**
 * `time LEVEL event key=value…`: a value with spaces, quotes or line breaks is quoted (JSON-escaped), so each
 * event still reads as one line; a list reads as `a,b`.
 * @param {LogFields} entry
 */
export function prettyLine({ time, level, event, ...fields }) {
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text = typeof value === "string" ? value : Array.isArray(value) ? value.join(",") : JSON.stringify(value);
      return `${key}=${/^[^\s"=]+$/.test(text) ? text : JSON.stringify(text)}`;
    });
  return [time, String(level).toUpperCase().padEnd(5), event, ...parts].join(" ");
}

/**
 * Writes one event: info to stdout, warnings and errors to stderr. `LOG_LEVEL` (info, warn, error) drops the
 * levels below it; both variables are read on every call, so a test can change them.
 * @param {LogLevel} level
 * @param {string} event
 * @param {LogFields} [fields]
 */
function write(level, event, fields = {}) {
  if (RANK[level] < (RANK[/** @type {LogLevel} */ (process.env.LOG_LEVEL)] ?? RANK.info)) return;
  /** @type {LogFields} */
  const entry = { time: new Date().toISOString(), level, event };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) entry[key] = masked(value);
  const line = process.env.LOG_FORMAT === "pretty" ? prettyLine(entry) : JSON.stringify(entry);
  if (level === "info") console.info(line);
  else console.error(line);
}

/**
 * Writes one event at a level.
 * @callback LogMethod
 * @param {string} event
 * @param {LogFields} [fields]
 * @returns {void}
 */

/** The logger: `log.info("lead.stored", { requestId, leadId })`. */
export const log = {
  /** @type {LogMethod} */
  info: (event, fields) => write("info", event, fields),
  /** @type {LogMethod} */
  warn: (event, fields) => write("warn", event, fields),
  /** @type {LogMethod} */
  error: (event, fields) => write("error", event, fields),
};
