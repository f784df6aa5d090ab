/** The Book Consultation fields; the package select shows the package chosen with a Choose link. */
import { useEffect } from "react";
import { OPTION_LABELS } from "@/lib/leads/browser/fields";
import type { FieldContext } from "@/components/react/LeadForm";
import { PersonFields } from "@/components/react/PersonFields";
import { SelectField, TextAreaField, optionsOf } from "@/components/react/FormField";

/** Only what the form shows of a package: never its marketing copy. */
export interface PackageOption {
  id: string;
  name: string;
  price: string;
}

export function ConsultationFields({
  context,
  packages,
  chosen,
}: {
  context: FieldContext;
  packages: readonly PackageOption[];
  /** A package just chosen with a Choose link on this page (a new object each time). */
  chosen?: { packageId: string } | null;
}) {
  const { idPrefix, values, errors, setValue } = context;
  useEffect(() => {
    if (chosen) setValue("packageId", chosen.packageId);
  }, [chosen]);
  const field = (name: string) => ({ id: `${idPrefix}-${name}`, name, error: errors[name] });
  const text = (name: string) => String(values[name] ?? "");
  const chosenPackage = packages.find((pkg) => pkg.id === values.packageId);

  return (
    <>
      <PersonFields context={context} />
      <SelectField
        {...field("preferredTime")}
        label="Preferred time for a call"
        placeholder="Any time"
        options={optionsOf(OPTION_LABELS.preferredTime)}
        value={text("preferredTime")}
        onChange={(value) => setValue("preferredTime", value)}
      />
      <SelectField
        {...field("consultationType")}
        label="Consultation type"
        placeholder="Select a type"
        options={optionsOf(OPTION_LABELS.consultationType)}
        value={text("consultationType")}
        onChange={(value) => setValue("consultationType", value)}
      />
      <SelectField
        {...field("packageId")}
        className="sm:col-span-2"
        label="Package"
        hint={
          chosenPackage
            ? `You chose the ${chosenPackage.name} package (${chosenPackage.price}).`
            : "Optional: the free consultation, a short discovery call, needs no package."
        }
        placeholder="No package, just the free call"
        options={packages.map((pkg) => ({ value: pkg.id, label: `${pkg.name} (${pkg.price})` }))}
        value={text("packageId")}
        onChange={(value) => setValue("packageId", value)}
      />
      <TextAreaField
        {...field("message")}
        className="sm:col-span-2"
        label="Message"
        hint="Optional: anything you would like us to know before we call."
        value={text("message")}
        onChange={(value) => setValue("message", value)}
      />
    </>
  );
}
