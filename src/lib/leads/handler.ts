/**
 * POST /api/leads as a plain function from Request to Response, so it is tested without a server. A pipeline of
 * named steps, each ending the post with an Answer or handing the next step what it needs:
 *   read the body → check origin and robots → parse and validate → rate-limit → store → notify,
 * then one responder says the Answer: JSON for the island, a redirect or the error page for a form posted without
 * JavaScript (answers.ts). Each outcome is one log line with the request id: ids, kinds and reasons only.
 *
 * A new kind of lead (a discovery-call booking, say) is a schema and a step, not a branch here: give its
 * fields a schema under a formKind of its own (schema.ts), and add to LEAD_KINDS (lead-kinds.ts) its step, which
 * checks what the schema cannot (a slot still free), stores the lead and says what to answer (its confirmation
 * page; or a refusal with the fields at fault, what was typed and, in `page`, what the error page offers instead).
 * Reading, the origin, robot and rate checks, notifying and both responders then serve it as they are.
 */
import { BodyTooLarge, readBodyCapped } from "@/lib/leads/capped-body";
import { isSameSitePath } from "@/lib/leads/browser/fields";
import type { LeadsConfig } from "@/lib/leads/config";
import { formAnswer, jsonAnswer, refused, typedValues, type Answer } from "@/lib/leads/answers";
import { LEAD_KINDS, THANK_YOU_PATH, derivedKey, refusals, type Stored, type StoreStep } from "@/lib/leads/lead-kinds";
import type { LeadHandlerDeps, LeadOutcome, LeadPost } from "@/lib/leads/post-types";
import {
  validateSubmission,
  valuesFromForm,
  type LeadKind,
  type LeadSubmission,
  type RawValues,
} from "@/lib/leads/schema";
import { log } from "@/lib/log/log.mjs";

// The endpoint's own types, for its callers (src/pages/api/leads.ts, the error page) and tests.
export type { LeadErrorView, LeadHandlerDeps, LeadOutcome } from "@/lib/leads/post-types";

/** A step that ends the post: the pipeline catches it and has the Answer said. */
class Answered extends Error {
  constructor(readonly answer: Answer) {
    super("answered");
  }
}
const stop = (answer: Answer): never => {
  throw new Answered(answer);
};

/** Handles one POST to the lead endpoint. */
export async function handleLeadPost(request: Request, deps: LeadHandlerDeps): Promise<LeadOutcome> {
  const post = startPost(request, deps);
  let sourcePath = "/contact";
  const respond = (answer: Answer) => (post.mode === "form" ? formAnswer(answer, sourcePath) : jsonAnswer(answer));
  try {
    checkOrigin(post);
    const values = parseBody(post, await readBody(post));
    if (isSameSitePath(values.sourcePath)) sourcePath = values.sourcePath;
    checkRobots(post, values);
    const { lead, store } = await validate(post, values);
    checkFillTime(post, lead);
    const now = new Date();
    const release = await rateLimit(post, lead, now);
    let outcome: Awaited<ReturnType<StoreStep>> | undefined;
    try {
      outcome = await store(lead, now);
    } finally {
      // A post that stored nothing (a replay, "already received", "fully booked", a store failure) is not counted.
      if (!outcome?.stored) await release?.();
    }
    if (outcome.stored) notify(post, outcome.stored);
    return respond(outcome.answer);
  } catch (error) {
    if (error instanceof Answered) return respond(error.answer);
    throw error;
  }
}

function startPost(request: Request, deps: LeadHandlerDeps): LeadPost {
  const contentType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const mode =
    contentType === "application/json" ? "json" : contentType === "application/x-www-form-urlencoded" ? "form" : null;
  const note: LeadPost["note"] = (event, fields, level = "info") =>
    log[level](event, { requestId: deps.requestId, ...fields });
  return { request, deps, mode, note };
}

/** Only the site's own pages post here, as JSON or as a form. */
function checkOrigin({ request, deps, mode, note }: LeadPost): void {
  if (!isSameOriginPost(request, deps.config)) {
    note("lead.refused", { reason: "cross-origin" });
    stop(refused(403, { message: "Cross-origin posts are not accepted" }, { jsonOnly: true }));
  }
  if (!mode) {
    note("lead.refused", { reason: "content-type" });
    const headers = { Accept: "application/json, application/x-www-form-urlencoded" };
    stop(
      refused(
        415,
        { message: "Send application/json or application/x-www-form-urlencoded" },
        { headers, jsonOnly: true },
      ),
    );
  }
}

/** The body, up to the size the settings allow. */
async function readBody({ request, deps, note }: LeadPost): Promise<string> {
  try {
    return await readBodyCapped(request, deps.config.maxBodyBytes);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    note("lead.refused", { reason: "too-large" });
    return stop(refused(413, { message: refusals(deps).tooLong() }));
  }
}

/** The posted values: a JSON object from the island, the fields of a form without JavaScript. */
function parseBody({ mode, note }: LeadPost, body: string): RawValues {
  if (mode === "form") return valuesFromForm(new URLSearchParams(body));
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed as RawValues;
  } catch {
    // Not JSON at all: refused below, like JSON that is not an object.
  }
  note("lead.refused", { reason: "not-json" });
  return stop(refused(400, { message: "The request body is not a JSON object" }));
}

/** Robots that fill the hidden field are told "thank you" so they learn nothing, and nothing is stored. */
function checkRobots({ note }: LeadPost, values: RawValues): void {
  if (typeof values.homepage === "string" && values.homepage.trim() !== "") {
    note("lead.refused", { reason: "honeypot" });
    stop({ accepted: true, duplicate: false, location: THANK_YOU_PATH });
  }
}

/** The kind's schema, then what its own step checks beyond it; every field at fault is named at once. */
async function validate(post: LeadPost, values: RawValues): Promise<{ lead: LeadSubmission; store: StoreStep }> {
  const result = validateSubmission(values);
  // A post naming no kind is checked as a contact form: its schema refuses it, naming the field.
  const named = typeof values.formKind === "string" && Object.hasOwn(LEAD_KINDS, values.formKind);
  const kind = LEAD_KINDS[named ? (values.formKind as LeadKind) : "consultation"];
  const checked = await kind(post, values, result.ok ? result.data : undefined);
  const errors = { ...(result.ok ? {} : result.errors), ...checked.errors };
  if (result.ok && Object.keys(errors).length === 0) return { lead: result.data, store: checked.store };
  // The names of the fields at fault, never their values.
  post.note("lead.refused", { reason: "validation", formKind: checked.page.formKind, fields: Object.keys(errors) });
  const page = { ...checked.page, errors, values: typedValues(values) };
  const message = refusals(post.deps).checkFields();
  return stop(refused(400, { message, errors }, { page }));
}

/** The island measures how long the form took: quicker than a person could fill it is a robot (JSON only). */
function checkFillTime({ deps, mode, note }: LeadPost, lead: LeadSubmission): void {
  if (mode === "json" && (lead.elapsedMs === undefined || lead.elapsedMs < deps.config.minFillMs)) {
    note("lead.refused", { reason: "too-fast", formKind: lead.formKind });
    const message = refusals(deps).tooFast();
    stop(refused(400, { code: "too_fast", message }, { jsonOnly: true }));
  }
}

/**
 * Only a submission that passed every check above counts against the per-client limit (docs/leads.md): a visitor
 * correcting a refused form is never locked out by their own mistakes. What it hands back takes the hit back when
 * the post then stores nothing. A client over the limit replaying a lead already stored is let through to be told
 * "received" (storing nothing): only new leads are refused.
 */
async function rateLimit(
  { request, deps, note }: LeadPost,
  lead: LeadSubmission,
  now: Date,
): Promise<(() => void | Promise<void>) | undefined> {
  const decision = await deps.limiter.check(clientKey(request, deps.remoteAddress, deps.config.trustProxy));
  if (decision.allowed) return decision.release;
  if (await alreadyStored(deps, lead, now)) return undefined;
  const retryAfter = decision.retryAfterSeconds;
  note("lead.rate_limited", { retryAfterSeconds: retryAfter });
  const message = refusals(deps).rateLimited(Math.ceil(retryAfter / 60));
  stop(refused(429, { message, retryAfter }, { headers: { "Retry-After": String(retryAfter) }, page: { retryAfter } }));
}

/** True when the lead's key is already stored; false when it is not, or the store cannot say. */
async function alreadyStored(deps: LeadHandlerDeps, lead: LeadSubmission, now: Date): Promise<boolean> {
  try {
    return await (await deps.store()).hasLeadKey(lead.idempotencyKey ?? derivedKey(lead, now));
  } catch {
    return false;
  }
}

/** A lead newly stored: the outbox is kicked, and a counted kind is counted. */
function notify({ deps }: LeadPost, stored: Stored): void {
  deps.onStored?.();
  if (stored.counted) deps.onCounted?.(stored.counted);
}

/**
 * True when a post comes from the site itself: its Origin (or, without one, its Referer) names the host the
 * request was sent to, or an allowed origin such as SITE_URL. A request with neither header and no
 * `Sec-Fetch-Site: cross-site` is not from a browser form on another site, so it is allowed.
 */
export function isSameOriginPost(
  request: Request,
  config: Pick<LeadsConfig, "allowedOrigins" | "trustProxy">,
): boolean {
  const headers = request.headers;
  const claimed = headers.get("origin") ?? refererOrigin(headers.get("referer"));
  if (claimed === undefined) return headers.get("sec-fetch-site") !== "cross-site";
  if (claimed === "null") return false;
  let origin: URL;
  try {
    origin = new URL(claimed);
  } catch {
    return false;
  }
  if (config.allowedOrigins.includes(origin.origin)) return true;
  const forwardedHost = config.trustProxy ? headers.get("x-forwarded-host")?.split(",")[0].trim() : undefined;
  const host = forwardedHost || headers.get("host");
  return !!host && origin.host.toLowerCase() === host.toLowerCase();
}

function refererOrigin(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/** The address the rate limit counts against: the peer, or the proxy's last X-Forwarded-For entry. */
export function clientKey(request: Request, remoteAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded?.length) return forwarded[forwarded.length - 1];
  }
  return remoteAddress ?? "unknown";
}

// The pages that read small forms (owner, shortlist, counting choice) take it from here, beside isSameOriginPost.
export { readBodyCapped };
