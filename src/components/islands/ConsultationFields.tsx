/** The Book Consultation fields; the package select follows the package chosen on the services page. */
import { useEffect } from "react";
import { useStore } from "@nanostores/react";
import { $chosenPackage, choosePackage, clearChosenPackage } from "@/lib/stores/lead-choices";
import { OPTION_LABELS } from "@/lib/leads/schema";
import type { FieldContext } from "@/components/islands/LeadForm";
import { PersonFields } from "@/components/islands/PersonFields";
import { SelectField, TextAreaField, optionsOf } from "@/components/islands/FormField";

export interface PackageOption {
  id: string;
  name: string;
  price: string;
}

export function ConsultationFields({
  context,
  packages,
}: {
  context: FieldContext;
  packages: readonly PackageOption[];
}) {
  const { idPrefix, values, errors, setValue } = context;
  const chosen = useStore($chosenPackage);
  // A Choose button elsewhere on the page picked a package: show it here.
  useEffect(() => {
    if (chosen !== null) setValue("packageId", chosen);
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
            : "Optional: the free consultation needs no package."
        }
        placeholder="No package, just the free call"
        options={packages.map((pkg) => ({ value: pkg.id, label: `${pkg.name} (${pkg.price})` }))}
        value={text("packageId")}
        onChange={(value) => {
          setValue("packageId", value);
          if (value) choosePackage(value);
          else clearChosenPackage();
        }}
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
