/**
 * What the lead endpoint decided, said once for each kind of post: as JSON to the island, or as a form's answer (a
 * redirect, or the error page with what was typed) to a post made without JavaScript. The steps of the pipeline
 * (handler.ts) and the kinds of lead (lead-kinds.ts) decide an Answer; only these two responders know the formats.
 */
import type { LeadErrorView, LeadOutcome } from "@/lib/leads/post-types";
import type { RawValues } from "@/lib/leads/schema";

/** A lead received (or a robot thanked): a form post goes on to `location`, JSON says so with `extra`. */
export interface Accepted {
  accepted: true;
  /** Received before: the same answer, 200 instead of 201. */
  duplicate: boolean;
  location: string;
  extra?: Record<string, unknown>;
}

/** A post refused, with what each format says about it. */
export interface Refused {
  accepted: false;
  status: number;
  /** The JSON answer after `ok: false`: its message, and a code, field errors or retryAfter, in that order. */
  body: { message: string } & Record<string, unknown>;
  headers?: Record<string, string>;
  /** Answered in JSON whatever the post's type: refused before its type was known to be one the site sends. */
  jsonOnly?: boolean;
  /** What the form's error page shows besides the status and message: the fields at fault, what was typed, the form. */
  page?: Partial<Omit<LeadErrorView, "status" | "sourcePath">>;
}

export type Answer = Accepted | Refused;

/** A refusal, in the order the JSON answer lists its fields. */
export function refused(
  status: number,
  body: Refused["body"],
  more: Omit<Refused, "accepted" | "status" | "body"> = {},
): Refused {
  return { accepted: false, status, body, ...more };
}

function json(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The answer to the island: JSON, 201 for a new lead, 200 for one received before, the refusal's status otherwise. */
export function jsonAnswer(answer: Answer): LeadOutcome {
  const response = answer.accepted
    ? json(answer.duplicate ? 200 : 201, { ok: true, duplicate: answer.duplicate, ...answer.extra })
    : json(answer.status, { ok: false, ...answer.body }, answer.headers);
  return { type: "response", response };
}

/** The answer to a form posted without JavaScript: a 303 to the next page, or the error page for `sourcePath`. */
export function formAnswer(answer: Answer, sourcePath: string): LeadOutcome {
  if (answer.accepted)
    return { type: "response", response: new Response(null, { status: 303, headers: { Location: answer.location } }) };
  if (answer.jsonOnly) return jsonAnswer(answer);
  const { message, ...page } = answer.page ?? {};
  const view: LeadErrorView = {
    status: answer.status,
    message: message ?? answer.body.message,
    errors: {},
    values: {},
    sourcePath,
    ...page,
  };
  return { type: "error-page", view };
}

/** The values to show again on the error page: what the visitor typed, nothing of the machinery. */
export function typedValues(values: RawValues): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (["homepage", "idempotencyKey", "elapsedMs"].includes(key)) continue;
    if (Array.isArray(value)) kept[key] = value.filter(isTypeable).map(String).slice(0, 50);
    else if (isTypeable(value)) kept[key] = String(value).slice(0, 2000);
  }
  return kept;
}

/**
 * What a form field can hold: a visitor types text; a JSON post may also send a number or a tick. Anything else (an
 * object, which String() may not even convert, such as `{ "toString": "x" }`) was never typed, so is not shown again.
 */
function isTypeable(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
