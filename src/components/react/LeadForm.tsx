/**
 * One lead form: a real `<form method="post">` that works before hydration, and after it checks the
 * browser's native constraints (worded by the shared field rules), sends JSON, shows the server's field
 * errors, and walks editing -> submitting -> submitted.
 */
import { useEffect, useLayoutEffect, useRef, useState, type SubmitEvent, type ReactNode } from "react";
import {
  newIdempotencyKey,
  submitLead,
  typedBeforeHydration,
  LEAD_ENDPOINT,
  type SubmitWords,
} from "@/lib/leads/browser/client";
import { constraintErrors, type FieldErrors, type FormKind, type RawValues } from "@/lib/leads/browser/fields";
import { ConsentAndSubmit, ErrorSummary, FormNotice, HiddenFields } from "@/components/react/LeadFormParts";

export interface FieldContext {
  idPrefix: string;
  values: RawValues;
  errors: FieldErrors;
  setValue: (name: string, value: RawValues[string]) => void;
  /** False in the server's HTML: the browser's own checks then stay to the plain required ones. */
  hydrated: boolean;
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
  /** The address to offer for changing an enquiry already received. */
  email: string;
  /** What the form says itself, in the owner's words (contact.yaml). */
  words: SubmitWords;
  initialValues: RawValues;
  initialErrors?: FieldErrors;
  initialMessage?: string;
  /** Answers to fill in on hydration where the visitor has not answered (a chosen package, a shortlist). */
  prefill?: (values: RawValues) => RawValues;
  fields: (context: FieldContext) => ReactNode;
  onSubmitted: (kind: FormKind) => void;
}

export function LeadForm(props: LeadFormProps) {
  const { kind, hydrated, initialErrors = {}, initialMessage = "" } = props;
  const [values, setValues] = useState<RawValues>(props.initialValues);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [message, setMessage] = useState(initialMessage);
  // An enquiry already received is news, not an error: it is shown without the error styling.
  const [received, setReceived] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [key, setKey] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const idPrefix = kind;
  const headingId = `${idPrefix}-heading`;
  const Heading = `h${props.headingLevel}` as "h2" | "h3";

  // One key per form, kept across retries and corrections, so the server stores the lead once.
  useEffect(() => setKey(newIdempotencyKey()), []);
  // Keep whatever the visitor typed before the island hydrated (the form works and takes input before then).
  useLayoutEffect(() => {
    // A form rendered only after hydration has nothing typed in it yet.
    const typed = formRef.current ? typedBeforeHydration(kind, new FormData(formRef.current)) : {};
    setValues((current) => {
      const next = { ...current, ...typed };
      return { ...next, ...props.prefill?.(next) };
    });
  }, []);

  const setValue = (name: string, value: RawValues[string]) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = constraintErrors(
      Array.from(event.currentTarget.elements as HTMLFormControlsCollection, (element) => element as HTMLInputElement),
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setMessage("");
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setMessage("");
    setReceived(false);
    setSubmitting(true);
    const outcome = await submitLead(
      {
        ...values,
        formKind: kind,
        privacyNoticeVersion: props.privacyNoticeVersion,
        sourcePath: props.sourcePath,
        idempotencyKey: key,
        elapsedMs: Math.round(performance.now()),
        homepage: String(new FormData(event.currentTarget).get("homepage") ?? ""),
      },
      { phoneDisplay: props.phoneDisplay, email: props.email, words: props.words },
    );
    if (outcome.type === "ok") return props.onSubmitted(kind);
    setSubmitting(false);
    if (outcome.type === "invalid") {
      setErrors(outcome.errors);
      requestAnimationFrame(() => summaryRef.current?.focus());
    } else {
      setReceived(outcome.type === "already-received");
      setMessage(outcome.message);
      requestAnimationFrame(() => messageRef.current?.focus());
    }
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={LEAD_ENDPOINT}
      noValidate={hydrated}
      onSubmit={submit}
      aria-labelledby={headingId}
    >
      <Heading
        id={headingId}
        className={props.headingHidden ? "sr-only" : "text-xl font-bold text-slate-900 sm:text-2xl"}
      >
        {props.title}
      </Heading>
      <p className="mt-1 text-sm text-slate-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <ErrorSummary ref={summaryRef} idPrefix={idPrefix} errors={errors} />
      <FormNotice ref={messageRef} message={message} tone={received ? "info" : "error"} />
      <HiddenFields
        kind={kind}
        privacyNoticeVersion={props.privacyNoticeVersion}
        sourcePath={props.sourcePath}
        idempotencyKey={key}
      />
      <div className="mt-6 grid gap-x-4 gap-y-5 sm:grid-cols-2">
        {props.fields({ idPrefix, values, errors, setValue, hydrated })}
      </div>
      <ConsentAndSubmit
        idPrefix={idPrefix}
        consent={values.marketingConsent === true || values.marketingConsent === "yes"}
        onConsentChange={(checked) => setValue("marketingConsent", checked)}
        submitting={submitting}
        submitLabel={props.submitLabel}
      />
    </form>
  );
}
