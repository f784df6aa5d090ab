/** Copy of /services/franchise-broker-consultation: four consultation types (60, 45, 90, 75 min) and checklists. */
import { site } from "@/config/site";
import type {
  BenefitCard,
  ChecklistGroup,
  ItemsSection,
  ProcessStep,
  Service,
  ServicePageBase,
} from "@/data/types";

export const brokerConsultationPage: ServicePageBase & {
  consultations: ItemsSection<Service>;
  checklists: ItemsSection<ChecklistGroup>;
  process: ItemsSection<ProcessStep>;
  benefits: ItemsSection<BenefitCard>;
} = {
  meta: {
    path: "/services/franchise-broker-consultation",
    name: "Franchise Broker Consultation",
    serviceType: "Franchise broker consultation",
    summary: "Focused one-to-one sessions: assessment, opportunity review, due diligence and launch strategy.",
    icon: "briefcase",
    seo: {
      title: "Franchise Broker Consultation UK: One-to-One Sessions",
      description:
        "Book a UK franchise broker consultation: Initial Assessment (60 min), Opportunity Review (45 min), Due Diligence (90 min) and Launch Strategy (75 min).",
      keywords: ["franchise broker UK", "franchise broker consultation", "franchise consultant", "buy a franchise"],
    },
  },
  hero: {
    eyebrow: "Franchise broker consultation",
    title: "Expert franchise broker consultations, booked around your decision",
    lead: "Choose the session you need now: a first assessment, a second opinion on an opportunity, a due diligence deep dive or a launch plan.",
    ctaLabel: "Book a Consultation",
    highlights: [
      { value: "60 min", label: "Initial Assessment" },
      { value: "45 min", label: "Opportunity Review" },
      { value: "90 min", label: "Due Diligence" },
      { value: "75 min", label: "Launch Strategy" },
    ],
  },
  consultations: {
    heading: {
      eyebrow: "Consultation types",
      title: "Four consultations for four stages of buying",
      lead: "Each session is one-to-one with a broker, by video, phone or at our London office.",
    },
    items: [
      {
        icon: "users",
        title: "Initial Assessment",
        duration: "60 min",
        description: "Find out whether franchising suits you and which sectors fit your skills and budget.",
        features: [
          "Goals, skills and lifestyle review",
          "Realistic investment range",
          "Sectors to explore and to avoid",
          "Written summary within 48 hours",
        ],
      },
      {
        icon: "search",
        title: "Opportunity Review",
        duration: "45 min",
        description: "A second opinion on a franchise you are already considering.",
        features: [
          "Franchisor track record check",
          "Fee and royalty comparison with the sector",
          "Questions still to ask",
          "Go, pause or walk-away view",
        ],
      },
      {
        icon: "shield",
        title: "Due Diligence",
        duration: "90 min",
        description: "A structured walk through the evidence before you commit.",
        features: [
          "Disclosure document review, where the franchisor provides one",
          "Financial performance analysis",
          "Franchisee interview guide",
          "Agreement red-flag list",
        ],
      },
      {
        icon: "trendingUp",
        title: "Launch Strategy",
        duration: "75 min",
        description: "A practical plan for your first year once you have signed.",
        features: [
          "Launch timeline and milestones",
          "Local marketing plan",
          "Cash flow checkpoints",
          "Recruitment and training plan",
        ],
      },
    ],
  },
  checklists: {
    heading: {
      eyebrow: "Be prepared",
      title: "Before and after your consultation",
      lead: "A little preparation makes every minute count, and you leave with clear next steps.",
    },
    items: [
      {
        title: "Before your consultation",
        tone: "neutral",
        items: [
          "Note your goals for income, hours and lifestyle",
          "Work out the capital you could invest, and how",
          "List the franchises or sectors you are curious about",
          "Gather any franchisor brochures or figures you have",
          "Write down the questions that worry you most",
        ],
      },
      {
        title: "After your consultation",
        tone: "positive",
        items: [
          "A written summary of what we discussed",
          "Your recommended next steps and deadlines",
          "Questions to put to each franchisor",
          "Introductions where they help you",
          `Follow-up by e-mail within ${site.replyWithin}`,
        ],
      },
    ],
  },
  process: {
    heading: { eyebrow: "How it works", title: "From booking to next steps" },
    items: [
      {
        step: 1,
        title: "Book your session",
        description: "Choose the consultation type and a time that suits you.",
        keyPoints: ["Online or by phone", "Video, phone or in person"],
      },
      {
        step: 2,
        title: "Share your details",
        description: "Send us the background and any documents you want us to look at.",
        keyPoints: ["Short pre-consultation questionnaire", "Documents reviewed in advance"],
      },
      {
        step: 3,
        title: "Meet your broker",
        description: "A focused one-to-one session built around your questions.",
        keyPoints: ["Plain-English answers", "No sales pitch"],
      },
      {
        step: 4,
        title: "Get your action plan",
        description: "A written summary and clear next steps, with support if you need more.",
        keyPoints: ["Written summary", "Optional follow-up session"],
      },
    ],
  },
  benefits: {
    heading: { eyebrow: "Why a broker", title: "What a good franchise broker gives you" },
    items: [
      {
        icon: "briefcase",
        title: "Access to opportunities",
        description: `Relationships with ${site.claims.franchisorRelationships} franchisors, including systems that rarely advertise.`,
      },
      {
        icon: "chart",
        title: "A view across the market",
        description: "Fees, support and results compared across franchises in the same sector.",
      },
      {
        icon: "clock",
        title: "Time saved",
        description: "We narrow hundreds of options to the few worth your evenings and weekends.",
      },
      {
        icon: "shield",
        title: "Fewer costly mistakes",
        description: "Experienced eyes on the decisions that are hardest to undo.",
      },
    ],
  },
  closing: {
    title: "Talk to a franchise broker today",
    text: `Call us or book online. Phone lines are open ${site.hours.display} and we reply to every message within ${site.replyWithin}.`,
  },
};
