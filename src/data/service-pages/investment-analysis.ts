/** Copy of /services/investment-analysis: four areas, three inclusion groups, four steps, four metrics. */
import { site } from "@/config/site";
import type {
  BenefitCard,
  ChecklistGroup,
  ItemsSection,
  ProcessStep,
  Service,
  ServicePageBase,
} from "@/data/types";

export const investmentAnalysisPage: ServicePageBase & {
  areas: ItemsSection<Service>;
  inclusions: ItemsSection<ChecklistGroup>;
  process: ItemsSection<ProcessStep>;
  metrics: ItemsSection<BenefitCard>;
  benefitsVersusRisks: ItemsSection<ChecklistGroup>;
} = {
  meta: {
    path: "/services/investment-analysis",
    name: "Franchise Investment Analysis",
    serviceType: "Franchise investment analysis",
    summary: "Independent financial analysis of a franchise: ROI, break-even, margins and cash flow.",
    icon: "chart",
    seo: {
      title: "Franchise Investment Analysis UK: ROI, Break-even and Cash Flow",
      description:
        "Independent franchise investment analysis: initial investment, revenue and profitability, and risk, with ROI, break-even timeline, profit margins and cash flow projections.",
      keywords: ["franchise investment analysis", "franchise ROI", "franchise break-even", "franchise financial projections"],
    },
  },
  hero: {
    eyebrow: "Investment analysis",
    title: "Know the numbers before you invest in a franchise",
    lead: "An independent analysis of what a franchise will really cost, what it could earn and what could go wrong, in a report you and your lender can rely on.",
    ctaLabel: "Request an Analysis",
    highlights: [
      { value: "ROI", label: "Return on investment" },
      { value: "Break-even", label: "Timeline to profit" },
      { value: "Margins", label: "Profit per pound of sales" },
      { value: "Cash flow", label: "Month-by-month projections" },
    ],
  },
  areas: {
    heading: {
      eyebrow: "What we analyse",
      title: "Four areas of investment analysis",
    },
    items: [
      {
        icon: "chart",
        title: "Financial Due Diligence",
        description: "We test the franchisor's figures against accounts and real franchisee results.",
        features: ["Franchisor accounts review", "Unit-level performance data", "Fee and royalty benchmarking"],
      },
      {
        icon: "trendingUp",
        title: "Return on Investment Modelling",
        description: "Projections built from your territory, your costs and your funding.",
        features: ["Three-year profit and loss", "Best, expected and worst cases", "Owner drawings modelled"],
      },
      {
        icon: "briefcase",
        title: "Funding Strategy",
        description: "The right mix of savings, bank lending and other finance for your plan.",
        features: ["Funding requirement", "Debt-to-income check (40-45% maximum)", "Lender-ready summary"],
      },
      {
        icon: "shield",
        title: "Risk Assessment",
        description: "What could go wrong, how likely it is and how to protect yourself.",
        features: ["Sensitivity testing", "Contingency of 20-30%", "Exit and resale options"],
      },
    ],
  },
  inclusions: {
    heading: {
      eyebrow: "What's included",
      title: "Every analysis covers three areas",
    },
    items: [
      {
        title: "Initial Investment",
        description: "The full cost of getting to opening day.",
        tone: "neutral",
        items: [
          "Franchise fee and what it includes",
          "Premises, fit-out and equipment",
          "Launch marketing",
          "Working capital until break-even",
        ],
      },
      {
        title: "Revenue and Profitability",
        description: "What the business could earn, and when.",
        tone: "neutral",
        items: [
          "Revenue forecast for your territory",
          "Royalties and marketing fund",
          "Gross and net profit margins",
          "Owner income over three years",
        ],
      },
      {
        title: "Risk",
        description: "What could go wrong, and what it would cost.",
        tone: "neutral",
        items: [
          "Sensitivity to sales and costs",
          "Competition and market risks",
          "Contract and exit risks",
          "Contingency planning",
        ],
      },
    ],
  },
  process: {
    heading: { eyebrow: "How it works", title: "Our four-step analysis" },
    items: [
      {
        step: 1,
        title: "Data Collection",
        description: "We gather the franchisor's figures, your finances and local market data.",
        keyPoints: ["Accounts, and the disclosure document where provided", "Your funding position", "Territory data"],
      },
      {
        step: 2,
        title: "Financial Modelling",
        description: "We build a three-year model with best, expected and worst cases.",
        keyPoints: ["Profit and loss", "Cash flow", "Break-even point"],
      },
      {
        step: 3,
        title: "Market Analysis",
        description: "We test the model against demand and competition in your area.",
        keyPoints: ["Local demand", "Competitor review", "Pricing check"],
      },
      {
        step: 4,
        title: "Report and Recommendations",
        description: "A clear written report, talked through with you on a call.",
        keyPoints: ["Plain-English findings", "Go or no-go view", "Questions for the franchisor"],
      },
    ],
  },
  metrics: {
    heading: {
      eyebrow: "Key metrics",
      title: "The four numbers that matter most",
    },
    items: [
      {
        icon: "trendingUp",
        title: "ROI",
        description: "How much you get back for every pound invested, and over what period.",
      },
      {
        icon: "calendar",
        title: "Break-even Timeline",
        description: "How many months until the business covers its costs, and how much cash you need until then.",
      },
      {
        icon: "chart",
        title: "Profit Margins",
        description: "Gross and net margins after royalties, compared with others in the sector.",
      },
      {
        icon: "clock",
        title: "Cash Flow Projections",
        description: "Month-by-month cash in and out, so you are never surprised by a shortfall.",
      },
    ],
  },
  benefitsVersusRisks: {
    heading: {
      eyebrow: "Why it matters",
      title: "Benefits versus risks",
      lead: "An analysis costs a fraction of the investment it protects.",
    },
    items: [
      {
        title: "Benefits of an independent analysis",
        tone: "positive",
        items: [
          "Confidence that the numbers add up",
          "A stronger case for lenders",
          "Leverage when negotiating with the franchisor",
          "A benchmark to track your real results against",
        ],
      },
      {
        title: "Risks of investing without one",
        tone: "negative",
        items: [
          "Relying on the franchisor's best-case figures",
          "Running out of working capital",
          "Hidden costs discovered after signing",
          "A longer road to break-even than planned",
        ],
      },
    ],
  },
  closing: {
    title: "Get an independent view of the numbers",
    text: `Tell us which franchise you are considering. We reply within ${site.replyWithin} with what we need and when you will have your report.`,
  },
};
