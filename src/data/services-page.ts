/** Copy of /services: hero, four-step process, testimonials, FAQ and the refund guarantee. */
import { site } from "@/config/site";
import { packages } from "@/data/packages";
import type { FaqItem, ItemsSection, ProcessStep, SectionCopy, Testimonial } from "@/data/types";

const timelines = packages.map((pkg) => `${pkg.name} ${pkg.timeline}`).join(", ");

export const servicesHero = {
  eyebrow: "Services and packages",
  title: "Franchise advice packages for every stage of your journey",
  lead: `Three one-time packages, from a focused first consultation to end-to-end support. Every journey starts with a free ${site.discoveryCallMinutes}-minute discovery call.`,
};

export const packagesHeading: SectionCopy = {
  eyebrow: "One-time packages",
  title: "Choose your package",
  lead: `${site.payment.summary} Choose a package and we will tailor your consultation to it.`,
};

export const guarantee = {
  title: "Our 30-day guarantee",
  text: "If we cannot find you a suitable franchise, you get a full refund within 30 days of your initial consultation.",
};

export const servicesProcess: ItemsSection<ProcessStep> = {
  heading: {
    eyebrow: "How it works",
    title: "Our four-step process",
    lead: "The same clear process whichever package you choose.",
  },
  items: [
    {
      step: 1,
      title: "Free Discovery Call",
      description: `A free ${site.discoveryCallMinutes}-minute call to understand your goals and answer your first questions.`,
      keyPoints: ["No obligation", "Book online or by phone"],
    },
    {
      step: 2,
      title: "Consultation and Assessment",
      description: "Your package consultation: skills, finances, lifestyle and ambitions.",
      keyPoints: ["Personality and skills assessment", "Realistic investment range"],
    },
    {
      step: 3,
      title: "Recommendations and Research",
      description: "Franchises matched to you, backed by the research your package includes.",
      keyPoints: ["Shortlist ranked by fit", "Figures and territory checked"],
    },
    {
      step: 4,
      title: "Decision and Launch",
      description: "We help you decide with confidence and support you through launch.",
      keyPoints: ["Franchisor introductions", "Support after you sign"],
    },
  ],
};

export const testimonials: ItemsSection<Testimonial> = {
  heading: {
    eyebrow: "Client stories",
    title: "What our clients say",
  },
  items: [
    {
      name: "Helen Ashworth",
      business: "Home care franchise owner, Yorkshire",
      quote:
        "I had three brochures and no idea how to compare them. Within six weeks I had a clear choice, checked figures and a territory I was confident in.",
      rating: 5,
    },
    {
      name: "Daniel Okafor",
      business: "Coffee kiosk franchisee, Greater Manchester",
      quote:
        "The due diligence questions alone were worth the fee. Two franchisees told me things the franchisor never would have.",
      rating: 5,
    },
    {
      name: "Fiona Baird",
      business: "Children's activity franchise owner, Edinburgh",
      quote:
        "Leaving teaching was a big step. They were honest about the risks, helped me with the bank and were still there after launch.",
      rating: 5,
    },
  ],
};

export const faq: ItemsSection<FaqItem> = {
  heading: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
  },
  items: [
    {
      question: "How much does franchise advice cost?",
      answer: `The first ${site.discoveryCallMinutes}-minute discovery call is free. Our one-time packages cost ${packages.map((pkg) => `${pkg.price} (${pkg.name})`).join(", ")}. There are no hidden fees and no ongoing charges.`,
    },
    {
      question: "How long does the process take?",
      answer: `Typical timelines are ${timelines}. The pace is yours: we never push you to decide sooner than you are ready.`,
    },
    {
      question: "What if you can't find a suitable franchise for me?",
      answer: `${guarantee.text} Once services have been provided, fees are otherwise non-refundable.`,
    },
    {
      question: "How are you paid, and is your advice independent?",
      answer: `${site.payment.clientFee} ${site.payment.introductionFees} ${site.payment.independence}`,
    },
    {
      question: "Do I need business experience to buy a franchise?",
      answer:
        "No. Many successful owners come from employment, teaching, the armed forces or the public sector. A good franchise provides the system and training; we help you find one that matches the skills you already have.",
    },
    {
      question: "Do you work with clients across the whole UK?",
      answer: `Yes. We advise clients in England, Scotland, Wales and Northern Ireland by video and phone, and meet in person at our London office or in your area. We answer online enquiries ${site.enquiryDays}, and our phone lines are open ${site.hours.display}.`,
    },
  ],
};

export const contactBlock = {
  title: `Prefer to talk first? Book your free ${site.discoveryCallMinutes}-minute discovery call`,
  text: `Call or e-mail us and we will arrange a free ${site.discoveryCallMinutes}-minute discovery call at a time that suits you. We reply within ${site.replyWithin}.`,
};
