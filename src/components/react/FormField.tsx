/** Labelled form controls for the lead forms: visible label, required star, hint and inline error. */
import type { ChangeEvent, ReactNode } from "react";
import { FIELD_RULES } from "@/lib/leads/browser/fields";

export const inputClass =
  "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40";

export interface FieldProps {
  /** Form prefix + name, unique on the page. */
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}

/** The "*" after a required label; screen readers hear the control's required state instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      <span className="sr-only">Error: </span>
      {error}
    </p>
  );
}

/** aria attributes that tie a control to its hint and error. */
export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

export function Field({ id, label, required, hint, error, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

function borderFor(error?: string) {
  return error ? "border-red-700" : "border-slate-500";
}

/**
 * A labelled one-line input, for the lead forms' islands and, rendered on the server with no `onChange`, for the
 * forms that post without JavaScript (the call and the event booking): then what was typed is kept as the input's
 * starting value, and the browser owns it from there.
 */
export function TextField(
  props: FieldProps & {
    value: string;
    onChange?: (value: string) => void;
    type?: string;
    autoComplete?: string;
    pattern?: string;
  },
) {
  const { id, name, required, hint, error, value, onChange, type = "text", autoComplete, pattern } = props;
  const rule = FIELD_RULES[name];
  const typed = onChange
    ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) }
    : { defaultValue: value };
  return (
    <Field {...props}>
      <input
        id={id}
        name={name}
        type={type}
        {...typed}
        required={required}
        autoComplete={autoComplete}
        maxLength={rule?.max}
        pattern={pattern}
        className={`${inputClass} ${borderFor(error)}`}
        {...describedBy(id, hint, error)}
      />
    </Field>
  );
}

export function TextAreaField(props: FieldProps & { value: string; onChange: (value: string) => void }) {
  const { id, name, hint, error, value, onChange } = props;
  return (
    <Field {...props}>
      <textarea
        id={id}
        name={name}
        rows={4}
        maxLength={FIELD_RULES[name]?.max}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} ${borderFor(error)}`}
        {...describedBy(id, hint, error)}
      />
    </Field>
  );
}

export function SelectField(
  props: FieldProps & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
    placeholder: string;
  },
) {
  const { id, name, required, hint, error, value, onChange, options, placeholder } = props;
  return (
    <Field {...props}>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} ${borderFor(error)}`}
        {...describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Turns an OPTION_LABELS group into select or radio options. */
export function optionsOf(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
