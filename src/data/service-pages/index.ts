/** The eight service pages in menu order, for the service cards on the home and services pages. */
import { advisorServicesPage } from "./franchise-advisor-services";
import { brokerConsultationPage } from "./franchise-broker-consultation";
import { businessCoachingPage } from "./business-coaching";
import { buyingGuidePage } from "./buying-franchise-guide";
import { supportServicesPage } from "./franchise-support-services";
import { investmentAnalysisPage } from "./investment-analysis";
import { territorySelectionPage } from "./territory-selection";
import { legalDocumentationPage } from "./legal-documentation-support";
import type { ServicePageBase } from "@/data/types";

export const servicePages: readonly ServicePageBase[] = [
  advisorServicesPage,
  brokerConsultationPage,
  businessCoachingPage,
  buyingGuidePage,
  supportServicesPage,
  investmentAnalysisPage,
  territorySelectionPage,
  legalDocumentationPage,
];

/** The listing cards: name, summary, icon and link of every service page. */
export const serviceCards = servicePages.map(({ meta }) => ({
  name: meta.name,
  summary: meta.summary,
  icon: meta.icon,
  href: meta.path,
}));
