/** Copy for the About page; figures come from the site config so they are stated once. */
import { accreditationLine, site } from "@/config/site";
import type { IconName } from "@/components/ui/icon-paths";

export interface Credential {
  icon: IconName;
  figure: string;
  label: string;
  detail: string;
}

export const credentials: readonly Credential[] = [
  {
    icon: "shield",
    figure: "Accredited",
    label: "Franchise association member",
    detail: `${accreditationLine}, held to its code of ethics and standards of conduct.`,
  },
  {
    icon: "clock",
    figure: site.claims.yearsExperience,
    label: "Years of experience",
    detail: `Advising UK franchise buyers since ${site.foundedYear}, through three economic cycles.`,
  },
  {
    icon: "users",
    figure: site.claims.happyClients,
    label: "Success stories",
    detail: "Buyers matched, launched and supported in franchises across all four nations.",
  },
  {
    icon: "award",
    figure: "Award-winning",
    label: "Recognised advice",
    detail: "Recognised by industry peers for the quality and independence of our franchise advice.",
  },
];

export const storyParagraphs: readonly string[] = [
  `We started in ${site.foundedYear} with a simple observation: most people buying a franchise were being advised by the people selling it. Franchisor sales teams know their own brand inside out, but few buyers had anyone on their side of the table to compare opportunities, test the numbers and read the small print.`,
  `So we set out to be that independent voice. Our first clients were managers leaving corporate roles, who wanted to run their own business without starting from a blank page. Many of them still call us when they are thinking about a second territory.`,
  `Over more than twenty years we have built relationships with over ${site.claims.franchisorRelationships.replace("+", "")} franchisors across food, care, cleaning, property, fitness and children's services, and helped more than ${site.claims.happyClients.replace("+", "")} people choose, fund and launch the right franchise. We still start every relationship the same way: a free, no-obligation conversation about you, not about a brand.`,
];

export interface Value {
  title: string;
  text: string;
}

export const values: readonly Value[] = [
  {
    title: "Independent first",
    text: "We recommend what fits your goals, skills and budget. If no franchise on the market fits, we say so.",
  },
  {
    title: "Open about how we are paid",
    text: `${site.payment.clientFee} ${site.payment.introductionFees} ${site.payment.independence}`,
  },
  {
    title: "Numbers you can trust",
    text: "Every recommendation comes with realistic projections, tested against what existing franchisees actually earn.",
  },
  {
    title: "With you after launch",
    text: "Our support continues beyond signing, through your first trading year and beyond if you want it.",
  },
];

export const teamDisciplines: readonly Value[] = [
  {
    title: "Franchise advisors",
    text: "Former franchisees and franchisor development managers who match buyers to opportunities.",
  },
  {
    title: "Financial analysts",
    text: "Specialists in franchise business plans, cash-flow forecasts and lender-ready funding applications.",
  },
  {
    title: "Legal liaison",
    text: "Coordinators who prepare your questions for specialist franchise solicitors and track every point raised.",
  },
  {
    title: "Territory researchers",
    text: "Analysts who use ONS, NRS (Scotland) and NISRA (Northern Ireland) data, footfall and competitor mapping to judge a territory's potential.",
  },
  {
    title: "Business coaches",
    text: "Experienced operators who coach new owners on hiring, marketing, pricing and growth.",
  },
  {
    title: "Client support",
    text: `A team that answers calls ${site.hours.display} and answers online enquiries ${site.enquiryDays}, replying within ${site.replyWithin}.`,
  },
];
