/** Copy of /services/territory-selection: four services, four criteria groups, five steps, and our clients' up to 40% and 85%. */
import { site } from "@/config/site";
import type {
  BenefitCard,
  CriteriaGroup,
  ItemsSection,
  ProcessStep,
  Service,
  ServicePageBase,
} from "@/data/types";

export const territorySelectionPage: ServicePageBase & {
  services: ItemsSection<Service>;
  criteria: ItemsSection<CriteriaGroup>;
  process: ItemsSection<ProcessStep>;
  importance: ItemsSection<BenefitCard>;
  deliverables: { heading: { title: string; lead?: string }; items: readonly string[] };
} = {
  meta: {
    path: "/services/territory-selection",
    name: "Territory Selection",
    serviceType: "Franchise territory analysis",
    summary: "Data-led territory research, scoring and site visits before you commit to an area.",
    icon: "mapPin",
    seo: {
      title: "Franchise Territory Selection and Analysis UK",
      description:
        "Choose the right franchise territory: demographics, market, competition and operations scored in five steps. In our experience the right territory can raise revenue by up to 40%.",
      keywords: ["franchise territory", "territory analysis UK", "franchise location", "territory selection"],
    },
  },
  hero: {
    eyebrow: "Territory selection",
    title: "Choose the territory that gives your franchise its best chance",
    lead: "We research, score and visit the areas you are considering, so you choose your territory on evidence rather than convenience.",
    ctaLabel: "Discuss Your Territory",
    highlights: [
      { value: "up to 40%", label: "Higher revenue our clients see from the right territory" },
      { value: "85%", label: "Higher success rates for our clients in well-chosen territories over three years" },
    ],
  },
  services: {
    heading: { eyebrow: "Our services", title: "Four territory services" },
    items: [
      {
        icon: "users",
        title: "Demographic Analysis",
        description: "Who lives and works in the area, and how many of them are your customers.",
        features: ["Population and household data", "Age and income profile", "Growth forecasts"],
      },
      {
        icon: "search",
        title: "Competitor Mapping",
        description: "Every competitor in and around the territory, mapped and assessed.",
        features: ["Direct and indirect competitors", "Pricing and positioning", "Gaps in the market"],
      },
      {
        icon: "target",
        title: "Territory Scoring",
        description: "Candidate territories compared on one consistent scorecard.",
        features: ["Weighted scoring model", "Side-by-side comparison", "Clear ranking"],
      },
      {
        icon: "mapPin",
        title: "Site and Premises Assessment",
        description: "For premises-based franchises, the right street matters as much as the right town.",
        features: ["Footfall and visibility", "Access and parking", "Rent and rates benchmarks"],
      },
    ],
  },
  criteria: {
    heading: {
      eyebrow: "What we assess",
      title: "Four groups of territory criteria",
      lead: "Every territory is scored on the same factors, weighted for your franchise.",
    },
    items: [
      {
        category: "Demographics",
        factors: ["Population size and density", "Age profile", "Household income", "Population growth"],
      },
      {
        category: "Market Conditions",
        factors: ["Local economic health", "Consumer spending patterns", "New housing and development", "Seasonality"],
      },
      {
        category: "Competition",
        factors: ["Number of direct competitors", "Strength of existing brands", "Pricing in the area", "Unmet demand"],
      },
      {
        category: "Operational Factors",
        factors: ["Premises availability and cost", "Staff availability", "Transport links and access", "Travel times"],
      },
    ],
  },
  process: {
    heading: { eyebrow: "How it works", title: "Our five-step territory process" },
    items: [
      {
        step: 1,
        title: "Identification",
        description: "We agree the areas to consider and the franchisor's available territories.",
        keyPoints: ["Your preferences", "Available territories"],
      },
      {
        step: 2,
        title: "Data Collection",
        description: "We gather demographic, market and competitor data for each area.",
        keyPoints: ["Official statistics", "Competitor listings"],
      },
      {
        step: 3,
        title: "Analysis and Scoring",
        description: "Each territory is scored against the criteria that matter for your franchise.",
        keyPoints: ["Weighted scorecard", "Ranked shortlist"],
      },
      {
        step: 4,
        title: "Site Visits",
        description: "We visit the strongest candidates to check what the data cannot show.",
        keyPoints: ["Footfall checks", "Premises viewings"],
      },
      {
        step: 5,
        title: "Recommendations",
        description: "A written recommendation with the evidence behind it.",
        keyPoints: ["Preferred territory", "Boundary advice for negotiation"],
      },
    ],
  },
  importance: {
    heading: { eyebrow: "Why it matters", title: "Why territory selection matters" },
    items: [
      {
        icon: "trendingUp",
        title: "Revenue potential",
        figure: "up to 40%",
        description: "In our clients' experience, the right territory can raise revenue by up to 40% compared with a poorly chosen one.",
      },
      {
        icon: "award",
        title: "Long-term success",
        figure: "85%",
        description: "Our clients in well-selected territories have had 85% higher success rates in their first three years.",
      },
      {
        icon: "shield",
        title: "A protected future",
        description: "Clear boundaries and the right size of territory protect your growth and resale value.",
      },
    ],
  },
  deliverables: {
    heading: { title: "What you receive", lead: "Everything you need to choose, and to negotiate, your territory." },
    items: [
      "A territory report for each candidate area",
      "A weighted scorecard and ranking",
      "Competitor maps",
      "Site visit notes and photographs",
      "Our recommended territory and boundaries",
      "A call to talk through the findings",
    ],
  },
  closing: {
    title: "Find your best territory",
    text: `Tell us where you are looking. Our territory team covers England, Scotland, Wales and Northern Ireland, and replies within ${site.replyWithin}.`,
  },
};
