/** Name, email and phone: the required fields both lead forms share. */
import type { FieldContext } from "@/components/react/LeadForm";
import { TextField } from "@/components/react/FormField";
import { EMAIL_PATTERN, PHONE_PATTERN } from "@/lib/leads/browser/fields";

// Checked by the island before a post once hydrated; a post without JavaScript gets the server's clearer words.
const PATTERNS: Record<string, string> = { email: EMAIL_PATTERN, phone: PHONE_PATTERN };

const PERSON_FIELDS = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
] as const;

export function PersonFields({
  context,
  reasons = {},
}: {
  context: FieldContext;
  /** Why each field is asked, shown under its label and tied to it (from content; the enquiry form passes them). */
  reasons?: Partial<Record<(typeof PERSON_FIELDS)[number]["name"], string>>;
}) {
  const { idPrefix, values, errors, setValue, hydrated } = context;
  return (
    <>
      {PERSON_FIELDS.map(({ name, label, type, autoComplete }) => (
        <TextField
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          hint={reasons[name]}
          type={type}
          autoComplete={autoComplete}
          pattern={hydrated ? PATTERNS[name] : undefined}
          required
          error={errors[name]}
          value={String(values[name] ?? "")}
          onChange={(value) => setValue(name, value)}
        />
      ))}
    </>
  );
}
