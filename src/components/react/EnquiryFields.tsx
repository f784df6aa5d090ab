/**
 * The Franchise Enquiry fields: contact and address, timing and money, and the franchises to ask about. The
 * specification's required fields (name, email, phone, address, postcode, county, country) are required; the
 * timing and money questions are optional, as the specification never enforces them. Each personal field says
 * under its label why it is asked (the reasons are content: src/content/pages/contact.yaml).
 */
import { CURRENT_CONSENT_VERSIONS, consentWording } from "@/config/consent";
import { OPTION_LABELS } from "@/lib/leads/browser/fields";
import type { FieldContext } from "@/components/react/LeadForm";
import { PersonFields } from "@/components/react/PersonFields";
import { FranchisePicker } from "@/components/react/FranchisePicker";
import type { FranchiseFinder, FranchiseOption } from "@/lib/directory/franchise-picker";
import type { EnquiryReasons } from "@/lib/schemas/copy-schemas";
import {
  FieldError,
  SelectField,
  TextAreaField,
  TextField,
  describedBy,
  optionsOf,
} from "@/components/react/FormField";

const legendClass = "text-sm font-semibold text-slate-900";

export function EnquiryFields({
  context,
  franchises,
  finder,
  reasons,
}: {
  context: FieldContext;
  /** Why each personal field is asked, one short sentence per field, shown under its label. */
  reasons: EnquiryReasons;
  /** Checkboxes shown from the start (see FranchisePicker). */
  franchises: readonly FranchiseOption[];
  /** Type-to-find when the catalogue is too large to list. */
  finder?: FranchiseFinder;
}) {
  const { idPrefix, values, errors, setValue } = context;
  const field = (name: string) => ({ id: `${idPrefix}-${name}`, name, error: errors[name] });
  const text = (name: string) => String(values[name] ?? "");
  const ticked = Array.isArray(values.selectedFranchises) ? values.selectedFranchises.map(String) : [];
  const homeownerId = `${idPrefix}-homeowner`;

  return (
    <>
      <PersonFields context={context} reasons={reasons} />
      {(
        [
          ["address", "Address", "address-line1", "sm:col-span-2"],
          ["postcode", "Postcode", "postal-code", ""],
          ["county", "County", "address-level1", ""],
          ["country", "Country", "country-name", ""],
        ] as const
      ).map(([name, label, autoComplete, className]) => (
        <TextField
          key={name}
          {...field(name)}
          label={label}
          hint={reasons[name]}
          autoComplete={autoComplete}
          className={className || undefined}
          required
          value={text(name)}
          onChange={(value) => setValue(name, value)}
        />
      ))}
      <SelectField
        {...field("leadTime")}
        label="When would you like to start? (optional)"
        hint={reasons.leadTime}
        placeholder="Select a timescale"
        options={optionsOf(OPTION_LABELS.leadTime)}
        value={text("leadTime")}
        onChange={(value) => setValue("leadTime", value)}
      />
      <SelectField
        {...field("liquidCash")}
        label="Liquid cash available (optional)"
        hint={reasons.liquidCash}
        placeholder="Select an amount"
        options={optionsOf(OPTION_LABELS.liquidCash)}
        value={text("liquidCash")}
        onChange={(value) => setValue("liquidCash", value)}
      />
      <fieldset
        id={homeownerId}
        role="radiogroup"
        className="sm:col-span-2"
        {...describedBy(homeownerId, reasons.homeowner, errors.homeowner)}
      >
        <legend className={legendClass}>Do you own your home? (optional)</legend>
        <p id={`${homeownerId}-hint`} className="mt-0.5 text-sm text-slate-700">
          {reasons.homeowner}
        </p>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {optionsOf(OPTION_LABELS.homeowner).map((option) => (
            <label key={option.value} className="flex min-h-[44px] items-center gap-2 text-slate-900">
              <input
                type="radio"
                name="homeowner"
                value={option.value}
                checked={values.homeowner === option.value}
                onChange={() => setValue("homeowner", option.value)}
                className="h-5 w-5 accent-brand-700"
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={homeownerId} error={errors.homeowner} />
      </fieldset>
      <FranchisePicker
        idPrefix={idPrefix}
        options={franchises}
        ticked={ticked}
        onChange={(next) => setValue("selectedFranchises", next)}
        finder={finder}
        error={errors.selectedFranchises}
        renderAfter={(tickedNames) => (
          // Unticked by default: without it the enquiry is stored marked "not to be shared".
          <div className="mt-3 flex gap-3 rounded-lg bg-slate-50 p-3">
            <input
              id={`${idPrefix}-consentShareFranchisors`}
              name="consentShareFranchisors"
              type="checkbox"
              value="yes"
              checked={values.consentShareFranchisors === true || values.consentShareFranchisors === "yes"}
              onChange={(event) => setValue("consentShareFranchisors", event.target.checked)}
              className="mt-1 h-5 w-5 flex-none accent-brand-700"
            />
            <label htmlFor={`${idPrefix}-consentShareFranchisors`} className="text-sm text-slate-800">
              {consentWording(
                "share-with-franchisors",
                CURRENT_CONSENT_VERSIONS["share-with-franchisors"],
                tickedNames,
              )}
            </label>
          </div>
        )}
      />
      <TextAreaField
        {...field("message")}
        className="sm:col-span-2"
        label="Message"
        hint="Optional: your experience, the area you have in mind, or any questions."
        value={text("message")}
        onChange={(value) => setValue("message", value)}
      />
    </>
  );
}
