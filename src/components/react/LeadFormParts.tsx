/** Parts of a lead form: hidden fields, the error summary at the top, the consent box and submit button at the end. */
import { forwardRef } from "react";
import { CURRENT_CONSENT_VERSIONS, consentWording } from "@/config/consent";
import type { FieldErrors } from "@/lib/leads/schema";

/** "There is a problem" with a link to each field at fault; focused after a failed submit. */
export const ErrorSummary = forwardRef<HTMLDivElement, { idPrefix: string; errors: FieldErrors }>(function ErrorSummary(
  { idPrefix, errors },
  ref,
) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // A named group: aria-labelledby needs a role, and the focused box then reads "There is a problem".
      role="group"
      aria-labelledby={`${idPrefix}-summary`}
      className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
    >
      <p id={`${idPrefix}-summary`} className="font-bold text-red-800">
        There is a problem
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map(([field, text]) => (
          <li key={field}>
            <a href={`#${idPrefix}-${field}`} className="font-medium text-red-800 underline hover:no-underline">
              {text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

const NOTICE_STYLE = {
  error: "mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-sm font-medium text-red-800",
  info: "mt-4 rounded-lg border-2 border-brand-700 bg-brand-50 p-4 text-sm font-medium text-slate-900",
};

/** Why a submission did not go through (or that it already had), announced and focused; empty, it stays hidden. */
export const FormNotice = forwardRef<HTMLParagraphElement, { message: string; tone: keyof typeof NOTICE_STYLE }>(
  function FormNotice({ message, tone }, ref) {
    return (
      <p ref={ref} tabIndex={-1} role="alert" className={message ? NOTICE_STYLE[tone] : "sr-only"}>
        {message}
      </p>
    );
  },
);

export interface ConsentAndSubmitProps {
  idPrefix: string;
  consent: boolean;
  onConsentChange: (checked: boolean) => void;
  submitting: boolean;
  submitLabel: string;
}

/** The separate, unticked marketing box, the privacy notice link and the submit button. */
export function ConsentAndSubmit({
  idPrefix,
  consent,
  onConsentChange,
  submitting,
  submitLabel,
}: ConsentAndSubmitProps) {
  return (
    <>
      <div className="mt-6 flex gap-3 rounded-lg bg-slate-50 p-4">
        <input
          id={`${idPrefix}-marketingConsent`}
          name="marketingConsent"
          type="checkbox"
          value="yes"
          checked={consent}
          onChange={(event) => onConsentChange(event.target.checked)}
          className="mt-1 h-5 w-5 flex-none accent-brand-700"
        />
        <label htmlFor={`${idPrefix}-marketingConsent`} className="text-sm text-slate-800">
          {/* The stored consent record names this wording's version: the text comes from the same config. */}
          {consentWording("marketing-email", CURRENT_CONSENT_VERSIONS["marketing-email"])}
        </label>
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700 sm:max-w-xs">
          We use your details to reply to you, as explained in our{" "}
          <a href="/privacy" className="font-semibold text-brand-700 underline hover:no-underline">
            privacy notice
          </a>
          .
        </p>
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-[48px] flex-none items-center justify-center whitespace-nowrap rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-brand-600"
        >
          {submitting ? "Submitting..." : submitLabel}
        </button>
      </div>
    </>
  );
}

export interface HiddenFieldsProps {
  kind: string;
  privacyNoticeVersion: string;
  sourcePath: string;
  idempotencyKey: string;
}

/** What a post carries besides the answers, and the honeypot: hidden from people, filled only by robots. */
export function HiddenFields({ kind, privacyNoticeVersion, sourcePath, idempotencyKey }: HiddenFieldsProps) {
  return (
    <>
      <input type="hidden" name="formKind" value={kind} />
      <input type="hidden" name="privacyNoticeVersion" value={privacyNoticeVersion} />
      <input type="hidden" name="sourcePath" value={sourcePath} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${kind}-homepage`}>Leave this field empty</label>
        <input id={`${kind}-homepage`} name="homepage" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
