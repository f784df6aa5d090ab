/** Copy for the pages that help a visitor decide: compare, affordability and the shortlist. */

export const comparePage = {
  path: "/compare",
  title: "Compare Franchises Side by Side",
  description:
    "Put up to four UK franchise opportunities side by side: investment, sector, outlets, territories, features and support.",
  eyebrow: "Compare",
  heading: "Compare franchises side by side",
  lead: "Up to four franchises in one table, on one investment scale. Rows marked “Same for all” are identical, so the differences stand out.",
  pickerHeading: "Choose franchises to compare",
  pickerLead:
    "Tick two to four franchises and press Compare. Search by name or pick a sector to find others; your ticks are kept.",
};

export const affordabilityPage = {
  path: "/affordability",
  title: "What Franchise Can I Afford? UK Calculator",
  description:
    "Enter the savings you could put in and see the franchise investment range UK lenders might support, with the franchises in it.",
  eyebrow: "What can I afford?",
  heading: "What franchise can I afford?",
  lead: "Enter the cash you could put in yourself. We work out the total set-up cost that amount could support with typical UK bank franchise lending, and list the franchises in that range.",
};

export const shortlistPage = {
  path: "/shortlist",
  title: "Your Franchise Shortlist",
  description:
    "The franchises you saved on this device: compare them side by side, remove the ones you have ruled out, or enquire about all of them.",
  eyebrow: "Shortlist",
  heading: "Your shortlist",
  lead: "Franchises you save are kept in this browser, on this device only. Compare them side by side or send one enquiry about all of them.",
  noScript:
    "Your shortlist is stored in this browser and needs JavaScript to show. You can still compare any franchises by choosing them on the compare page, or browse the directory.",
};
