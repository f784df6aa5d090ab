/**
 * The contact section's forms: Book Consultation and Franchise Enquiry as ARIA tabs once hydrated (arrow
 * keys, Home and End move between them). Hydrated by `client:intent`, so until the visitor reaches for it
 * the server's HTML does the work: the tabs are links (to a form on this page, or to /contact's), and the
 * forms it holds are real posts. On hydration it reads what the visitor came for: a tab or a package in the
 * address (a Choose link), the form they are already in, their shortlist and their affordability figure.
 */
import { useEffect, useRef, useState } from "react";
import { site } from "@/config/site";
import {
  announceLeadSubmitted,
  contactRequestFromUrl,
  initialValues,
  prefillFromChoices,
} from "@/lib/leads/browser/client";
import type { FieldErrors, FormKind, RawValues } from "@/lib/leads/browser/fields";
import { $affordabilityCash } from "@/lib/stores/affordability";
import { $shortlist } from "@/lib/stores/shortlist";
import { pickFranchises } from "@/lib/stores/franchise-picks";
import { LeadForm } from "@/components/react/LeadForm";
import { ConsultationFields, type PackageOption } from "@/components/react/ConsultationFields";
import { EnquiryFields } from "@/components/react/EnquiryFields";
import type { FranchiseFinder, FranchiseOption } from "@/lib/directory/franchise-picker";
import contactCopy from "virtual:contact-copy";
import { ThankYou } from "@/components/react/ThankYou";
import { ContactTabs, PANEL, type ContactTab } from "@/components/react/ContactTabs";
import { useChooseLinks } from "@/components/react/use-choose-links";
import { placeholderParts } from "@/lib/text/around-placeholder";

export interface ContactFormsProps {
  franchises: FranchiseOption[];
  /** Type-to-find for the enquiry's franchises when the catalogue is too large to list (FranchisePicker). */
  franchiseFinder?: FranchiseFinder;
  /** The tab shown first; null shows the two tabs with neither chosen. */
  defaultTab: FormKind | null;
  /** The forms in the server's HTML (both on /contact); the others render once hydrated. */
  serverForms: FormKind[];
  selectedFranchiseId?: string;
  packages: PackageOption[];
  sourcePath: string;
  formHeadingLevel: 2 | 3;
  /** A post without JavaScript that came back with errors: its form, what was typed, and what is wrong. */
  initial?: { formKind?: FormKind; values: RawValues; errors: FieldErrors; message?: string };
}

// The business's contact details come from the site's config, and why the enquiry asks each field from
// src/content/pages/contact.yaml (virtual:contact-copy), bundled with the island rather than repeated in the props
// of every page with a contact section.
const contact = {
  phoneDisplay: site.phone.display,
  phoneE164: site.phone.e164,
  email: site.email,
  replyWithin: site.replyWithin,
  hoursDisplay: site.hours.display,
  country: site.country.name,
};

/** What the forms say themselves, in the owner's words. */
const answers = {
  alreadyReceived: contactCopy.alreadyReceived,
  notSent: contactCopy.notSent,
  checkFields: contactCopy.checkFields,
};

const TABS: ContactTab[] = [
  { kind: "consultation", label: "Book Consultation", submitLabel: "Book My Free Consultation" },
  { kind: "enquiry", label: "Franchise Enquiry", submitLabel: "Send My Enquiry" },
];

/** A tab's name, as the words around the tabs show it ({consultation}, {enquiry}). */
const tabLabel = (kind: FormKind) => TABS.find((tab) => tab.kind === kind)?.label ?? kind;

export default function ContactForms(props: ContactFormsProps) {
  const { initial, serverForms } = props;
  const [hydrated, setHydrated] = useState(false);
  const [active, setActive] = useState<FormKind | null>(initial?.formKind ?? props.defaultTab);
  const [chosen, setChosen] = useState<{ packageId: string } | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const announced = useRef(false);

  useEffect(() => {
    // The form the visitor's first focus or keystroke is in stays open; else the tab the address asks for.
    const inForm = document.activeElement?.closest(`[id^="${PANEL}"]`)?.id.slice(PANEL.length);
    const asked = contactRequestFromUrl(location.search, location.hash).tab;
    const open = TABS.find((tab) => tab.kind === inForm)?.kind ?? asked;
    if (open) setActive(open);
    // Shortlisted franchises this form does not list are found and ticked by the picker.
    pickFranchises($shortlist.get());
    setHydrated(true);
  }, []);
  useChooseLinks((packageId) => {
    setActive("consultation");
    setChosen({ packageId });
    realignContactSection();
  });
  // Hydrating swaps the stacked no-JS forms for tabs, so the section shrinks; if the visitor was on their way
  // to #contact (a link or a Choose link) or a form's panel (a tab link), keep the section where they were heading.
  useEffect(() => {
    if (hydrated && /^#contact(-panel-\w+)?$/.test(window.location.hash)) realignContactSection();
  }, [hydrated, active]);

  function onSubmitted(kind: FormKind) {
    if (!announced.current) {
      announced.current = true;
      announceLeadSubmitted(kind, window);
    }
    setSubmitted(true);
  }

  /** What the visitor brought from elsewhere, filled in where they have not answered. */
  const prefill = (kind: FormKind) => (values: RawValues) =>
    prefillFromChoices(kind, values, {
      search: location.search,
      hash: location.hash,
      cash: $affordabilityCash.get(),
      shortlist: $shortlist.get(),
      franchises: props.franchises,
    });

  if (submitted) {
    return <ThankYou focusOnMount headingLevel={props.formHeadingLevel} {...contact} words={contactCopy.thankYou} />;
  }

  const shown = TABS.filter((tab) => hydrated || serverForms.includes(tab.kind));
  return (
    // data-chosen picks the contact section's heading (ContactSection.astro, global.css). Until hydration a page
    // with both forms has CSS tabs: a tab link's :target panel shows alone (css-tabs, global.css).
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8${
        !hydrated && serverForms.length > 1 ? " css-tabs" : ""
      }`}
      data-chosen={active ?? ""}
    >
      {!hydrated && serverForms.length > 1 && (
        // Before the island wakes (and without JavaScript) both forms stack, each under its own heading, and the
        // strip below is a pair of links to them, not tabs: say so, so no tab looks forgotten.
        <p className="mb-3 text-sm font-semibold text-slate-700">{contactCopy.formsBelow}</p>
      )}
      <ContactTabs tabs={TABS} active={active} hydrated={hydrated} serverForms={serverForms} onSelect={setActive} />
      {active === null && (
        <p className="mt-6 text-slate-700">
          {placeholderParts(contactCopy.chooseForm, ["consultation", "enquiry"] as const).map((part, index) =>
            "text" in part ? part.text : <strong key={index}>{tabLabel(part.name)}</strong>,
          )}
        </p>
      )}
      {shown.map((tab, index) => (
        <div
          key={tab.kind}
          id={`${PANEL}${tab.kind}`}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `contact-tab-${tab.kind}` : undefined}
          hidden={hydrated && active !== tab.kind}
          className={hydrated || index === 0 ? "mt-6" : "mt-10 border-t border-slate-200 pt-8"}
        >
          <LeadForm
            kind={tab.kind}
            title={tab.label}
            headingLevel={props.formHeadingLevel}
            headingHidden={hydrated || shown.length < 2}
            hydrated={hydrated}
            submitLabel={tab.submitLabel}
            privacyNoticeVersion={site.privacyNoticeVersion}
            sourcePath={props.sourcePath}
            phoneDisplay={contact.phoneDisplay}
            email={contact.email}
            words={answers}
            initialValues={{
              ...initialValues(tab.kind, { country: contact.country, selectedFranchiseId: props.selectedFranchiseId }),
              ...(initial?.formKind === tab.kind ? initial.values : {}),
            }}
            initialErrors={initial?.formKind === tab.kind ? initial.errors : undefined}
            initialMessage={initial?.formKind === tab.kind ? initial.message : undefined}
            prefill={prefill(tab.kind)}
            onSubmitted={onSubmitted}
            fields={(context) =>
              tab.kind === "consultation" ? (
                <ConsultationFields context={context} packages={props.packages} chosen={chosen} />
              ) : (
                <EnquiryFields
                  context={context}
                  franchises={props.franchises}
                  finder={props.franchiseFinder}
                  reasons={contactCopy.enquiryReasons}
                />
              )
            }
          />
        </div>
      ))}
    </div>
  );
}

/** Scrolls the contact section back to the top of the viewport after its height changed under a scroll. */
function realignContactSection() {
  requestAnimationFrame(() => document.getElementById("contact")?.scrollIntoView({ block: "start" }));
}
