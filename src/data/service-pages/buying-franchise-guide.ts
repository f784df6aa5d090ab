/** Copy of /services/buying-franchise-guide: five steps, three considerations, five mistakes, three resources. */
import { site } from "@/config/site";
import type { BenefitCard, ItemsSection, ProcessStep, ServicePageBase } from "@/data/types";

export const buyingGuidePage: ServicePageBase & {
  steps: ItemsSection<ProcessStep>;
  considerations: ItemsSection<BenefitCard>;
  mistakes: ItemsSection<{ title: string; description: string }>;
  resources: ItemsSection<BenefitCard>;
} = {
  meta: {
    path: "/services/buying-franchise-guide",
    name: "Buying a Franchise Guide",
    serviceType: "Franchise buying guidance",
    summary: "Our five-step guide to buying a UK franchise, with free checklists and templates.",
    icon: "document",
    seo: {
      title: "How to Buy a Franchise in the UK: A Five-Step Guide",
      description:
        "A five-step guide to buying a franchise in the UK: self-assessment, market research, due diligence, financing and legal review, launch. Free checklists.",
      keywords: ["how to buy a franchise", "buying a franchise UK", "franchise guide", "franchise due diligence"],
    },
  },
  hero: {
    eyebrow: "Buying a franchise guide",
    title: "How to buy a franchise in the UK, step by step",
    lead: "The same five-step process our advisors use with every client, with the questions to ask and the mistakes to avoid at each stage.",
    ctaLabel: "Get Free Guidance",
    highlights: [
      { value: "5", label: "Steps from idea to opening" },
      { value: "5", label: "Common mistakes to avoid" },
      { value: "3", label: "Free buyer resources" },
    ],
  },
  steps: {
    heading: {
      eyebrow: "The process",
      title: "The five steps to buying a franchise",
      lead: "Most buyers take three to six months. Rushing a step is the most expensive way to save time.",
    },
    items: [
      {
        step: 1,
        title: "Self-Assessment",
        description: "Be honest about your skills, finances and the life you want before you look at brands.",
        keyPoints: [
          "Skills, experience and working style",
          "Income goals and the hours you will work",
          "Capital available and appetite for risk",
        ],
      },
      {
        step: 2,
        title: "Market Research",
        description: "Compare sectors and franchisors, and test demand in the area where you want to trade.",
        keyPoints: [
          "Sector growth and competition",
          "Franchisor history and network size",
          "Local demand and territory availability",
        ],
      },
      {
        step: 3,
        title: "Due Diligence",
        description: "Verify what the franchisor tells you with documents, figures and other franchisees.",
        keyPoints: [
          "Read the disclosure document in full, where the franchisor provides one",
          "Interview at least five current franchisees",
          "Check accounts and unit-level figures",
        ],
      },
      {
        step: 4,
        title: "Financing and Legal Review",
        description: "Arrange funding and have the franchise agreement reviewed before you sign anything.",
        keyPoints: [
          "Lender-ready business plan",
          "Start financing 6-12 months ahead",
          "Specialist franchise solicitor review",
        ],
      },
      {
        step: 5,
        title: "Launch and Setup",
        description: "Complete training, set up premises and systems, and plan a strong first 90 days.",
        keyPoints: ["Franchisor training programme", "Premises, equipment and suppliers", "Launch marketing plan"],
      },
    ],
  },
  considerations: {
    heading: {
      eyebrow: "Key considerations",
      title: "Three things to weigh before you commit",
    },
    items: [
      {
        icon: "chart",
        title: "Financial Requirements",
        description: "The franchise fee is only part of the cost. Plan for the whole investment.",
        points: [
          "Initial fee, fit-out and working capital",
          "Ongoing royalties and marketing fund (often 1-3% of revenue)",
          "A contingency of 20-30% on top",
        ],
      },
      {
        icon: "shield",
        title: "Franchise System Quality",
        description: "A strong system is proven, supportive and honest about its results.",
        points: [
          "Training and ongoing support",
          "Franchisee satisfaction and turnover",
          "Accreditation with a quality franchise association",
        ],
      },
      {
        icon: "mapPin",
        title: "Market and Territory",
        description: "The same franchise can thrive in one postcode and struggle in the next.",
        points: ["Local demand and demographics", "Competitors nearby", "Territory size and exclusivity"],
      },
    ],
  },
  mistakes: {
    heading: {
      eyebrow: "Avoid these",
      title: "Five common mistakes buyers make",
    },
    items: [
      {
        title: "Buying the brand, not the business",
        description: "A famous name does not guarantee a profitable unit. Judge the numbers, not the logo.",
      },
      {
        title: "Skipping franchisee conversations",
        description: "Current and former franchisees tell you what the brochure leaves out.",
      },
      {
        title: "Underestimating working capital",
        description: "Most new franchises take months to break even. Running out of cash is the commonest failure.",
      },
      {
        title: "Signing without a specialist legal review",
        description: "Franchise agreements favour the franchisor. A specialist knows which clauses can be changed.",
      },
      {
        title: "Choosing a territory by convenience",
        description: "Living nearby is not a market strategy. Research demand before you pick an area.",
      },
    ],
  },
  resources: {
    heading: {
      eyebrow: "Free resources",
      title: "Free tools for franchise buyers",
      lead: "Ask for any of these and we will send it to you, with no obligation.",
    },
    items: [
      {
        icon: "check",
        title: "Buyer's Checklist",
        description: "Every question to answer, from self-assessment to signing, on one printable page.",
        cta: { label: "Download Free", href: "/contact" },
      },
      {
        icon: "document",
        title: "Due Diligence Template",
        description: "A structured template for recording franchisor answers and franchisee interviews.",
        cta: { label: "Download Free", href: "/contact" },
      },
      {
        icon: "chart",
        title: "Investment Calculator",
        description: "A spreadsheet to estimate total investment, break-even and cash needs.",
        cta: { label: "Download Free", href: "/contact" },
      },
    ],
  },
  closing: {
    title: "Want an expert beside you at every step?",
    text: `Our advisors have guided ${site.claims.happyClients} buyers through these steps. Start with a free ${site.discoveryCallMinutes}-minute call.`,
  },
};
