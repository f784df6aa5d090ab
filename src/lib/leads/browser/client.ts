/**
 * Browser-side rules of the contact forms, kept out of the island so they are tested in node: the tab
 * keyboard model, initial values, the idempotency key, and sending a lead with retries.
 */
import { ALREADY_RECEIVED, alreadyReceivedMessage } from "@/lib/leads/browser/already-received";
import { valuesFromForm, type FieldErrors, type FormKind, type RawValues } from "@/lib/leads/browser/fields";
import { PACKAGE_IDS } from "@/config/package-ids";
import { liquidCashBand } from "@/lib/leads/browser/liquid-cash-band";
import { indexAfterKey } from "@/lib/ui/roving-focus";

export const LEAD_ENDPOINT = "/api/leads";

/** Which tab a key press moves to (arrow keys wrap, Home and End jump), or null for other keys. */
export function tabAfterKey(key: string, current: number, count: number): number | null {
  return indexAfterKey(key, current, count, "both");
}

/** The values a form starts with: the country default, and the franchise of the page ticked. */
export function initialValues(kind: FormKind, options: { country: string; selectedFranchiseId?: string }): RawValues {
  if (kind === "consultation") return { packageId: "" };
  return {
    country: options.country,
    selectedFranchises: options.selectedFranchiseId ? [options.selectedFranchiseId] : [],
  };
}

/** What a link to the contact section asks for: a tab, and a package for the consultation form. */
export interface ContactRequest {
  tab?: FormKind;
  packageId?: string;
}

/**
 * Reads a link's request from the address: `?package=gold#contact` (a Choose link: the consultation with
 * that package), `?tab=enquiry`, or a hash naming a form's panel (`#contact-panel-enquiry`).
 */
export function contactRequestFromUrl(search: string, hash: string): ContactRequest {
  const params = new URLSearchParams(search);
  const packageId = params.get("package") ?? "";
  const known = (PACKAGE_IDS as readonly string[]).includes(packageId);
  const named = params.get("tab") ?? /^#contact-panel-(\w+)$/.exec(hash)?.[1];
  const tab = known ? "consultation" : named === "consultation" || named === "enquiry" ? named : undefined;
  return { ...(tab && { tab }), ...(known && { packageId }) };
}

/** What the visitor brought from elsewhere: the address, their "What can I afford?" figure, their shortlist. */
export interface VisitorChoices {
  search: string;
  hash: string;
  cash: number | null;
  shortlist: readonly string[];
  /** The franchises the enquiry lists, to turn shortlisted slugs into the ids the form posts. */
  franchises: readonly { id: string; slug: string }[];
}

/** Answers to fill in on hydration, only where the visitor has not answered; ticked franchises are kept. */
export function prefillFromChoices(kind: FormKind, values: RawValues, choices: VisitorChoices): RawValues {
  if (kind === "consultation") {
    const { packageId } = contactRequestFromUrl(choices.search, choices.hash);
    return packageId && !values.packageId ? { packageId } : {};
  }
  const ticked = [values.selectedFranchises ?? []].flat().map(String);
  const saved = choices.franchises.filter((option) => choices.shortlist.includes(option.slug)).map(({ id }) => id);
  return {
    ...(choices.cash !== null && !values.liquidCash && { liquidCash: liquidCashBand(choices.cash) }),
    ...(saved.length > 0 && { selectedFranchises: [...new Set([...ticked, ...saved])] }),
  };
}

/** The address of a Choose link: the consultation form on this page with the package picked. */
export function choosePackageHref(packageId: string): string {
  return `?package=${encodeURIComponent(packageId)}#contact`;
}

const MACHINERY_FIELDS = ["formKind", "privacyNoticeVersion", "sourcePath", "idempotencyKey", "homepage"];

/** The visitor's answers in a form's current data, unticked boxes and unchosen radios included as empty. */
export function typedBeforeHydration(kind: FormKind, data: Iterable<[string, FormDataEntryValue]>): RawValues {
  const entries = [...data].filter(([name, value]) => typeof value === "string" && !MACHINERY_FIELDS.includes(name));
  const values = valuesFromForm(new URLSearchParams(entries as [string, string][]));
  const answers: RawValues = { ...values, marketingConsent: values.marketingConsent === "yes" };
  if (kind === "enquiry") {
    answers.selectedFranchises = values.selectedFranchises ?? [];
    answers.consentShareFranchisors = values.consentShareFranchisors === "yes";
    answers.homeowner = values.homeowner ?? "";
  }
  return answers;
}

/** A random key for one form's submissions; works on plain-http origins where randomUUID does not exist. */
export function newIdempotencyKey(cryptoSource: Pick<Crypto, "getRandomValues"> = globalThis.crypto): string {
  const bytes = cryptoSource.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

export type SubmitOutcome =
  | { type: "ok" }
  | { type: "invalid"; errors: FieldErrors; message: string }
  | { type: "refused"; message: string }
  /** The form's first submission is stored and this one differs from it (409): nothing was changed. */
  | { type: "already-received"; message: string };

type Fetch = (input: string, init: RequestInit) => Promise<Pick<Response, "status" | "json">>;

/** What the form says itself, in the owner's words (contact.yaml), with {phone} and {email} in them. */
export interface SubmitWords {
  /** A form sent again under its key with changed answers (409): the first stands. */
  alreadyReceived: string;
  /** Nothing got through after the retries, or the answer was not one of ours. */
  notSent: string;
  /** Answers to correct (400), when the server's answer gave no reason of its own. */
  checkFields: string;
}

/**
 * Posts a lead as JSON. Network failures and 5xx answers are retried with the same idempotency key (so a
 * lead stored before the connection dropped is not stored twice); other answers are final. A 409 means the
 * key's first submission was stored and this one differs: the visitor is told how to change it. What the form
 * says itself is `words`, filled in with `phoneDisplay` and `email`.
 */
export async function submitLead(
  payload: RawValues,
  {
    fetch: doFetch = fetch as Fetch,
    retries = 3,
    delayMs = 1000,
    phoneDisplay = "",
    email = "",
    words,
  }: { fetch?: Fetch; retries?: number; delayMs?: number; phoneDisplay?: string; email?: string; words: SubmitWords },
): Promise<SubmitOutcome> {
  const say = (line: string) => alreadyReceivedMessage(line, { phoneDisplay, email });
  for (let attempt = 0; ; attempt += 1) {
    let status: number;
    let body: { ok?: boolean; code?: string; message?: string; errors?: FieldErrors } = {};
    try {
      const response = await doFetch(LEAD_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(payload),
        credentials: "same-origin",
      });
      status = response.status;
      body = (await response.json().catch(() => ({}))) as typeof body;
    } catch {
      status = 0;
    }
    if (status >= 200 && status < 300 && body.ok) return { type: "ok" };
    if (status === 409 && body.code === ALREADY_RECEIVED) {
      return { type: "already-received", message: say(words.alreadyReceived) };
    }
    if (status === 400 && body.errors && Object.keys(body.errors).length > 0) {
      return { type: "invalid", errors: body.errors, message: body.message ?? say(words.checkFields) };
    }
    if ((status === 0 || status >= 500) && attempt < retries) {
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
      continue;
    }
    return { type: "refused", message: body.message ?? say(words.notSent) };
  }
}

interface ConversionWindow {
  gtag_report_conversion?: () => unknown;
  dispatchEvent(event: Event): boolean;
}

/** Tells the page a lead was sent: the conversion hook when the page has one, and a `lead:submitted` event. */
export function announceLeadSubmitted(kind: FormKind, win: ConversionWindow): void {
  try {
    if (typeof win.gtag_report_conversion === "function") win.gtag_report_conversion();
  } catch (error) {
    // A broken tracking snippet must not spoil the visitor's thank-you.
    console.warn("gtag_report_conversion failed", error);
  }
  win.dispatchEvent(new CustomEvent("lead:submitted", { detail: { formKind: kind } }));
}
