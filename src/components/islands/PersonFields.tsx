/** Name, e-mail and phone: the required fields both lead forms share. */
import type { FieldContext } from "@/components/islands/LeadForm";
import { TextField } from "@/components/islands/FormField";

const PERSON_FIELDS = [
  { name: "firstName", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
] as const;

export function PersonFields({ context }: { context: FieldContext }) {
  const { idPrefix, values, errors, setValue } = context;
  return (
    <>
      {PERSON_FIELDS.map(({ name, label, type, autoComplete }) => (
        <TextField
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          type={type}
          autoComplete={autoComplete}
          required
          error={errors[name]}
          value={String(values[name] ?? "")}
          onChange={(value) => setValue(name, value)}
        />
      ))}
    </>
  );
}
