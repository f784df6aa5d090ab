/** Copy of the about page: credentials, the story since 2003, what we stand for and the team's disciplines. */
import { site } from "@/config/site";
import type { IconName } from "@/components/ui/icon-paths";

export interface Credential {
  icon: IconName;
  /** The headline, shown large: a figure or a one-word claim. */
  figure: string;
  label: string;
  detail: string;
}

export const credentials: readonly Credential[] = [
  {
    icon: "shield",
    figure: "Accredited",
    label: "Franchise association member",
    detail: `${site.claims.accreditation}, held to its code of ethics.`,
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
    detail: "Owners placed in franchises that fit their skills, budget and ambitions.",
  },
  {
    icon: "award",
    figure: "Award-winning",
    label: "Recognised advice",
    detail: "Recognised by the industry for the quality and independence of our guidance.",
  },
];

export const storyParagraphs: readonly string[] = [
  `We started in ${site.foundedYear} with a simple observation: people buying a franchise were often advised by someone paid to sell them one. Our founder, a former franchise owner, set up an advisory that would sit on the buyer's side of the table.`,
  `More than twenty years later that is still how we work. We have helped ${site.claims.happyClients} people choose, fund and open franchises in every nation of the UK, from single-territory home services businesses to multi-unit food and leisure sites.`,
  `Along the way we have built relationships with ${site.claims.franchisorRelationships} franchisors, which means we know which systems support their owners well and which do not. That knowledge goes into every shortlist we write.`,
];

export const values: readonly { title: string; text: string }[] = [
  { title: "Independent", text: "You pay us a fixed fee, so our recommendations answer to you." },
  { title: "Straight-talking", text: "If a franchise is wrong for you, we say so, even when it is popular." },
  { title: "Evidence first", text: "Figures, territory data and franchisee interviews, not brochures." },
  { title: "With you after launch", text: "Support and coaching continue once the doors are open." },
];

export const teamDisciplines: readonly { title: string; text: string }[] = [
  {
    title: "Franchise advisors",
    text: "Lead your case from the first call, match you to franchises and keep every decision on track.",
  },
  {
    title: "Financial analysts",
    text: "Build projections, test franchisor figures and prepare the numbers lenders want to see.",
  },
  {
    title: "Territory researchers",
    text: "Score postcodes on demographics, competition and footfall before you commit to an area.",
  },
  {
    title: "Legal documentation specialists",
    text: "Review disclosure documents and franchise agreements alongside your franchise solicitor.",
  },
  {
    title: "Business coaches",
    text: "Help new owners hire, market and grow, and guide established owners through change.",
  },
  {
    title: "Client support team",
    text: `Answer calls and e-mails ${site.claims.availability} and book your consultations.`,
  },
];
