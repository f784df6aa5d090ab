/**
 * The contact section's forms: Book Consultation and Franchise Enquiry as ARIA tabs once hydrated (arrow
 * keys, Home and End move between them); before that, both forms one after the other, each a working post.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useStore } from "@nanostores/react";
import { $requestedContactTab, acknowledgeContactTab } from "@/lib/stores/lead-choices";
import { announceLeadSubmitted, initialValues, tabAfterKey } from "@/lib/leads/client";
import type { FieldErrors, FormKind, RawValues } from "@/lib/leads/schema";
import { LeadForm } from "@/components/islands/LeadForm";
import { ConsultationFields, type PackageOption } from "@/components/islands/ConsultationFields";
import { EnquiryFields, type FranchiseOption } from "@/components/islands/EnquiryFields";
import type { FranchiseFinder } from "@/components/islands/FranchisePicker";
import { ThankYou } from "@/components/islands/ThankYou";

export interface ContactFormsProps {
  franchises: FranchiseOption[];
  /** Type-to-find for the enquiry's franchises when the catalogue is too large to list (FranchisePicker). */
  franchiseFinder?: FranchiseFinder;
  /** The tab shown first; null shows the two tabs with neither chosen. */
  defaultTab: FormKind | null;
  selectedFranchiseId?: string;
  packages: PackageOption[];
  privacyNoticeVersion: string;
  sourcePath: string;
  formHeadingLevel: 2 | 3;
  contact: { phoneDisplay: string; phoneE164: string; replyWithin: string; hoursDisplay: string; country: string };
  /** A post without JavaScript that came back with errors: its form, what was typed, and what is wrong. */
  initial?: { formKind?: FormKind; values: RawValues; errors: FieldErrors; message?: string };
}

const TABS: { kind: FormKind; label: string; submitLabel: string }[] = [
  { kind: "consultation", label: "Book Consultation", submitLabel: "Book My Free Consultation" },
  { kind: "enquiry", label: "Franchise Enquiry", submitLabel: "Send My Enquiry" },
];

export default function ContactForms(props: ContactFormsProps) {
  const { contact, initial } = props;
  const [hydrated, setHydrated] = useState(false);
  const [active, setActive] = useState<FormKind | null>(initial?.formKind ?? props.defaultTab);
  const [submitted, setSubmitted] = useState(false);
  const announced = useRef(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const requested = useStore($requestedContactTab);

  useEffect(() => setHydrated(true), []);
  // A Choose button elsewhere on the page asked for a form.
  useEffect(() => {
    if (requested === null) return;
    setActive(requested);
    acknowledgeContactTab();
  }, [requested]);
  // Hydrating swaps the stacked no-JS forms for tabs, so the section shrinks; if the visitor was on their way
  // to #contact (a link or a Choose button), keep the section where they were heading.
  useEffect(() => {
    if (hydrated && window.location.hash === "#contact") realignContactSection();
  }, [hydrated, active]);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabAfterKey(event.key, index, TABS.length);
    if (next === null) return;
    event.preventDefault();
    setActive(TABS[next].kind);
    tabRefs.current[next]?.focus();
  }

  function onSubmitted(kind: FormKind) {
    if (!announced.current) {
      announced.current = true;
      announceLeadSubmitted(kind, window);
    }
    setSubmitted(true);
  }

  if (submitted) {
    return <ThankYou focusOnMount headingLevel={props.formHeadingLevel} {...contact} />;
  }

  const focusableTab = Math.max(
    0,
    TABS.findIndex((tab) => tab.kind === active),
  );
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {/* Invisible, not absent, before hydration: the tabs keep their space, so the form does not jump down.
          Tab roles only once they work: a selected tab must control a tabpanel, and the stacked forms are not. */}
      <div
        role={hydrated ? "tablist" : undefined}
        aria-label={hydrated ? "Choose a form" : undefined}
        className={`${hydrated ? "" : "invisible"} grid grid-cols-2 gap-1.5 rounded-xl bg-slate-100 p-1.5`}
      >
        {TABS.map((tab, index) => (
          <button
            key={tab.kind}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role={hydrated ? "tab" : undefined}
            id={`contact-tab-${tab.kind}`}
            aria-selected={hydrated ? active === tab.kind : undefined}
            aria-controls={hydrated ? `contact-panel-${tab.kind}` : undefined}
            tabIndex={hydrated && index === focusableTab ? 0 : -1}
            onClick={() => setActive(tab.kind)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={`min-h-[48px] rounded-lg px-3 py-2 text-sm font-semibold sm:text-base ${
              active === tab.kind ? "bg-brand-700 text-white shadow" : "text-brand-800 hover:bg-white"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {hydrated && active === null && (
        <p className="mt-6 text-slate-700">
          Choose <strong>Book Consultation</strong> to arrange your free call, or <strong>Franchise Enquiry</strong> to
          ask about particular franchises.
        </p>
      )}
      {/* Back from a failed post without JavaScript: until hydration, only the form that needs correcting. */}
      {TABS.filter((tab) => hydrated || !initial?.formKind || tab.kind === initial.formKind).map((tab, index) => (
        <div
          key={tab.kind}
          id={`contact-panel-${tab.kind}`}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `contact-tab-${tab.kind}` : undefined}
          hidden={hydrated && active !== tab.kind}
          className={hydrated ? "mt-6" : index > 0 ? "mt-10 border-t border-slate-200 pt-8" : undefined}
        >
          <LeadForm
            kind={tab.kind}
            title={tab.label}
            headingLevel={props.formHeadingLevel}
            headingHidden={hydrated}
            hydrated={hydrated}
            submitLabel={tab.submitLabel}
            privacyNoticeVersion={props.privacyNoticeVersion}
            sourcePath={props.sourcePath}
            phoneDisplay={contact.phoneDisplay}
            initialValues={{
              ...initialValues(tab.kind, { country: contact.country, selectedFranchiseId: props.selectedFranchiseId }),
              ...(initial?.formKind === tab.kind ? initial.values : {}),
            }}
            initialErrors={initial?.formKind === tab.kind ? initial.errors : undefined}
            initialMessage={initial?.formKind === tab.kind ? initial.message : undefined}
            onSubmitted={onSubmitted}
            fields={(context) =>
              tab.kind === "consultation" ? (
                <ConsultationFields context={context} packages={props.packages} />
              ) : (
                <EnquiryFields context={context} franchises={props.franchises} finder={props.franchiseFinder} />
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
