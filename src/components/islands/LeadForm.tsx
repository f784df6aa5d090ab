/**
 * One lead form: a real `<form method="post">` that works before hydration, and after it validates with
 * the shared schema, sends JSON and walks editing -> submitting -> submitted.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { newIdempotencyKey, submitLead, LEAD_ENDPOINT } from "@/lib/leads/client";
import { validateFields, type FieldErrors, type FormKind, type RawValues } from "@/lib/leads/schema";

export interface FieldContext {
  idPrefix: string;
  values: RawValues;
  errors: FieldErrors;
  setValue: (name: string, value: RawValues[string]) => void;
}

export interface LeadFormProps {
  kind: FormKind;
  title: string;
  headingLevel: 2 | 3;
  /** Tabs show the title, so the form heading is then for screen readers only. */
  headingHidden: boolean;
  hydrated: boolean;
  submitLabel: string;
  privacyNoticeVersion: string;
  sourcePath: string;
  phoneDisplay: string;
  initialValues: RawValues;
  initialErrors?: FieldErrors;
  initialMessage?: string;
  fields: (context: FieldContext) => ReactNode;
  onSubmitted: (kind: FormKind) => void;
}

export function LeadForm(props: LeadFormProps) {
  const { kind, hydrated, initialErrors = {}, initialMessage = "" } = props;
  const [values, setValues] = useState<RawValues>(props.initialValues);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [message, setMessage] = useState(initialMessage);
  const [submitting, setSubmitting] = useState(false);
  const [key, setKey] = useState("");
  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const idPrefix = kind;
  const headingId = `${idPrefix}-heading`;
  const Heading = `h${props.headingLevel}` as "h2" | "h3";
  const errorList = Object.entries(errors);

  // One key per form, kept across retries and corrections, so the server stores the lead once.
  useEffect(() => setKey(newIdempotencyKey()), []);

  const setValue = (name: string, value: RawValues[string]) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const check = validateFields(kind, values);
    if (!check.ok) {
      setErrors(check.errors);
      setMessage("");
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setMessage("");
    setSubmitting(true);
    const outcome = await submitLead(
      {
        ...values,
        formKind: kind,
        privacyNoticeVersion: props.privacyNoticeVersion,
        sourcePath: props.sourcePath,
        idempotencyKey: key,
        elapsedMs: Math.round(performance.now()),
        homepage: honeypotRef.current?.value ?? "",
      },
      { phoneDisplay: props.phoneDisplay },
    );
    if (outcome.type === "ok") return props.onSubmitted(kind);
    setSubmitting(false);
    if (outcome.type === "invalid") {
      setErrors(outcome.errors);
      requestAnimationFrame(() => summaryRef.current?.focus());
    } else {
      setMessage(outcome.message);
      requestAnimationFrame(() => messageRef.current?.focus());
    }
  }

  return (
    <form method="post" action={LEAD_ENDPOINT} noValidate={hydrated} onSubmit={submit} aria-labelledby={headingId}>
      <Heading id={headingId} className={props.headingHidden ? "sr-only" : "text-xl font-bold text-slate-900 sm:text-2xl"}>
        {props.title}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      {errorList.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} aria-labelledby={`${idPrefix}-summary`} className="mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700">
          <p id={`${idPrefix}-summary`} className="font-bold text-red-800">
            There is a problem
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {errorList.map(([field, text]) => (
              <li key={field}>
                <a href={`#${idPrefix}-${field}`} className="font-medium text-red-800 underline hover:no-underline">
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p ref={messageRef} tabIndex={-1} role="alert" className={message ? "mt-4 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-sm font-medium text-red-800" : "sr-only"}>
        {message}
      </p>
      <input type="hidden" name="formKind" value={kind} />
      <input type="hidden" name="privacyNoticeVersion" value={props.privacyNoticeVersion} />
      <input type="hidden" name="sourcePath" value={props.sourcePath} />
      <input type="hidden" name="idempotencyKey" value={key} />
      <div className="hidden" aria-hidden="true">
        <label htmlFor={`${idPrefix}-homepage`}>Leave this field empty</label>
        <input ref={honeypotRef} id={`${idPrefix}-homepage`} name="homepage" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">{props.fields({ idPrefix, values, errors, setValue })}</div>
      <div className="mt-6 flex gap-3 rounded-lg bg-slate-50 p-4">
        <input
          id={`${idPrefix}-marketingConsent`}
          name="marketingConsent"
          type="checkbox"
          value="yes"
          checked={values.marketingConsent === true || values.marketingConsent === "yes"}
          onChange={(event) => setValue("marketingConsent", event.target.checked)}
          className="mt-1 h-5 w-5 flex-none accent-brand-700"
        />
        <label htmlFor={`${idPrefix}-marketingConsent`} className="text-sm text-slate-800">
          Optional: send me occasional e-mails with franchise advice and new opportunities. You can unsubscribe at any
          time. Your enquiry does not depend on this.
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
        <button type="submit" disabled={submitting} className="inline-flex min-h-[48px] items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-lg font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:bg-brand-600">
          {submitting ? "Submitting..." : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
