/** The MDX kit: every article receives these through `<Content components={mdxKit} />`, so none needs an import. */
import Callout from "./Callout.astro";
import KeyFigures from "./KeyFigures.astro";
import Checklist from "./Checklist.astro";
import FranchiseCard from "./FranchiseCard.astro";
import FranchiseList from "./FranchiseList.astro";
import CatalogueRange from "./CatalogueRange.astro";
import ConsultationCta from "./ConsultationCta.astro";
import Figure from "./Figure.astro";
import CostTable from "./CostTable.astro";
import VideoLink from "./VideoLink.astro";
import Fact from "./Fact.astro";
import CareHourTable from "./CareHourTable.astro";

export const mdxKit = {
  Callout,
  KeyFigures,
  Checklist,
  FranchiseCard,
  FranchiseList,
  CatalogueRange,
  ConsultationCta,
  Figure,
  CostTable,
  VideoLink,
  Fact,
  CareHourTable,
};
