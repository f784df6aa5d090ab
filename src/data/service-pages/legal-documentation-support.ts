/** Copy of /services/legal-documentation-support: services, document groups, review steps, clauses. */
import { site } from "@/config/site";
import type {
  BenefitCard,
  ChecklistGroup,
  DocumentGroup,
  ItemsSection,
  ProcessStep,
  Service,
  ServicePageBase,
} from "@/data/types";

export const legalDocumentationPage: ServicePageBase & {
  services: ItemsSection<Service>;
  documents: ItemsSection<DocumentGroup>;
  review: ItemsSection<ProcessStep>;
  clauses: ItemsSection<ChecklistGroup>;
  whyItMatters: ItemsSection<BenefitCard>;
  deliverables: { heading: { title: string; lead?: string }; items: readonly string[] };
} = {
  meta: {
    path: "/services/legal-documentation-support",
    name: "Legal Documentation Support",
    serviceType: "Franchise legal documentation review",
    summary: "Plain-English review of the franchise agreement, ancillary documents and the disclosure document where the franchisor provides one.",
    icon: "scale",
    seo: {
      title: "Franchise Legal Documentation Support UK",
      description:
        "Understand your franchise agreement before you sign: review of the franchise agreement, ancillary documents and any disclosure document, with high-risk clauses flagged.",
      keywords: ["franchise agreement review", "franchise legal support", "disclosure document", "franchise solicitor"],
    },
  },
  hero: {
    eyebrow: "Legal documentation support",
    title: "Understand every clause before you sign",
    lead: "We review your franchise documents in plain English, flag the high-risk clauses and prepare you for the conversation with your solicitor and the franchisor.",
    ctaLabel: "Request a Review",
    highlights: [
      { value: "3", label: "Document groups reviewed" },
      { value: "4", label: "Step review process" },
      { value: site.claims.yearsExperience, label: "Years reading franchise agreements" },
    ],
  },
  services: {
    heading: {
      eyebrow: "Our services",
      title: "Four legal documentation services",
      lead: "We work alongside specialist franchise solicitors; we are not a law firm and do not replace formal legal advice.",
    },
    items: [
      {
        icon: "document",
        title: "Agreement Review",
        description: "A clause-by-clause review of the franchise agreement in plain English.",
        features: ["Key obligations summarised", "Unusual terms flagged", "Comparison with sector norms"],
      },
      {
        icon: "search",
        title: "Disclosure Document Analysis",
        description: "Where the franchisor provides one (UK law does not require it), we check what it discloses and what is missing.",
        features: ["Financial disclosures checked", "Litigation and history", "Gaps to raise"],
      },
      {
        icon: "scale",
        title: "Negotiation Support",
        description: "Help agreeing fairer terms before you sign.",
        features: ["Points worth negotiating", "Proposed wording", "Support on calls with the franchisor"],
      },
      {
        icon: "users",
        title: "Solicitor Coordination",
        description: "We brief a specialist franchise solicitor so their time goes on what matters.",
        features: ["Introductions to specialists", "Issues list prepared", "Lower legal costs"],
      },
    ],
  },
  documents: {
    heading: {
      eyebrow: "What we review",
      title: "Three groups of franchise documents",
    },
    items: [
      {
        title: "Disclosure Document",
        description: "What the franchisor tells you about the business before you commit, where the franchisor provides one.",
        keyElements: [
          "Franchisor history and directors",
          "Financial performance information",
          "Fees and total investment",
          "Litigation and franchisee turnover",
        ],
      },
      {
        title: "Franchise Agreement",
        description: "The contract that governs your business for years.",
        keyElements: [
          "Term, renewal and termination",
          "Territory rights and exclusivity",
          "Fees, royalties and marketing fund",
          "Restrictive covenants",
        ],
      },
      {
        title: "Ancillary Documents",
        description: "The documents that sit alongside the main agreement.",
        keyElements: [
          "Personal guarantees",
          "Premises leases and licences",
          "Operations manual obligations",
          "Supplier and software agreements",
        ],
      },
    ],
  },
  review: {
    heading: { eyebrow: "How it works", title: "Our four-step review" },
    items: [
      {
        step: 1,
        title: "Document Collection",
        description: "You send us the documents; we confirm nothing is missing.",
        keyPoints: ["Secure upload", "Completeness check"],
      },
      {
        step: 2,
        title: "Clause Analysis",
        description: "We read every clause and compare it with sector norms.",
        keyPoints: ["Obligations mapped", "Risks graded"],
      },
      {
        step: 3,
        title: "Risk Report",
        description: "A plain-English report of what each document means for you.",
        keyPoints: ["High-risk clauses flagged", "Suggested changes"],
      },
      {
        step: 4,
        title: "Negotiation and Sign-off",
        description: "We help you raise changes and brief your solicitor for final advice.",
        keyPoints: ["Franchisor questions", "Solicitor briefing"],
      },
    ],
  },
  clauses: {
    heading: {
      eyebrow: "Know the risks",
      title: "High-risk clauses versus protection mechanisms",
      lead: "The clauses we look for first, and the protections that balance them.",
    },
    items: [
      {
        title: "High-risk clauses",
        tone: "negative",
        items: [
          "Termination without a fair chance to remedy",
          "Unlimited personal guarantees",
          "Broad restrictive covenants after exit",
          "Franchisor's right to change fees at will",
          "Territory that can be reduced or shared",
        ],
      },
      {
        title: "Protection mechanisms",
        tone: "positive",
        items: [
          "Clear breach notice and cure periods",
          "Capped or time-limited guarantees",
          "Reasonable, defined post-term restrictions",
          "Fees fixed or linked to a published formula",
          "Exclusive territory with performance terms",
        ],
      },
    ],
  },
  whyItMatters: {
    heading: { eyebrow: "Why it matters", title: "Why a document review matters" },
    items: [
      {
        icon: "calendar",
        title: "Long commitments",
        description: "Agreements often run for five to ten years; mistakes last as long.",
      },
      {
        icon: "alert",
        title: "Terms favour the franchisor",
        description: "Standard agreements are written to protect the brand, not you.",
      },
      {
        icon: "scale",
        title: "Some terms can change",
        description: "Franchisors do agree changes when buyers ask the right questions.",
      },
      {
        icon: "shield",
        title: "Lower legal costs",
        description: "A prepared issues list means your solicitor spends less time, and you pay less.",
      },
    ],
  },
  deliverables: {
    heading: { title: "What you receive", lead: "A clear record of what you are signing and what to ask for." },
    items: [
      "A plain-English summary of each document",
      "A risk report with high-risk clauses flagged",
      "A list of points to negotiate",
      "Questions for the franchisor",
      "A briefing note for your solicitor",
      "A call to talk through the findings",
    ],
  },
  closing: {
    title: "Have your franchise documents reviewed",
    text: `Send us your documents or call to talk it through. Phone lines are open ${site.hours.display}.`,
  },
};
