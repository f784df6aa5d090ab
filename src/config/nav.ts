/** Header and footer links as typed data, so both render the same source. */

export interface NavLink {
  label: string;
  href: string;
}

export const mainNav: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Services", href: "/services" },
  { label: "Franchises", href: "/franchises" },
  { label: "Blog", href: "/blog" },
  { label: "Contact", href: "/contact" },
];

export const serviceNav: readonly NavLink[] = [
  { label: "Franchise Advisor Services", href: "/services/franchise-advisor-services" },
  { label: "Broker Consultation", href: "/services/franchise-broker-consultation" },
  { label: "Business Coaching", href: "/services/business-coaching" },
  { label: "Buying a Franchise Guide", href: "/services/buying-franchise-guide" },
  { label: "Franchise Support", href: "/services/franchise-support-services" },
  { label: "Investment Analysis", href: "/services/investment-analysis" },
  { label: "Territory Selection", href: "/services/territory-selection" },
  { label: "Legal Documentation", href: "/services/legal-documentation-support" },
];

/** The footer's "Explore" column: the header's main links plus the locations directory. */
export const exploreNav: readonly NavLink[] = [
  { label: "Home", href: "/" },
  { label: "All Services", href: "/services" },
  { label: "Franchise Opportunities", href: "/franchises" },
  { label: "UK Locations", href: "/locations" },
  { label: "Advice Blog", href: "/blog" },
  { label: "About Us", href: "/about" },
  { label: "Contact", href: "/contact" },
];

export const legalNav: readonly NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Cookie Policy", href: "/cookies" },
];
