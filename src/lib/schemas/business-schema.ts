/**
 * The business's own details (src/content/business.json): its trading name, how to reach it, its registered
 * company, its social profiles, the hero film and the launch flags saying which of these still hold the template's
 * samples. Plain zod: src/content.config.ts checks the file with it when the site builds, the browser editor's form
 * is generated from it, and src/config/site.ts reads the file (typed by `Business`) for every page, the JSON-LD,
 * the brochures and the launch check.
 */
import { z } from "zod";

/** The file the owner changes (in `npm run edit`: "Business details"). */
export const BUSINESS_FILE = "src/content/business.json";

const launchFlag = (what: string) =>
  z
    .boolean()
    .describe(
      `Tick while ${what} still holds this template's sample: the launch check lists it and a production build stops. Untick once it is the business's own.`,
    );

export const businessSchema = z
  .object({
    businessName: z
      .string()
      .min(2)
      .max(60)
      .describe("The business's trading name, used in page titles, the footer and search results."),
    product: z
      .string()
      .min(2)
      .max(40)
      .describe('What the business is, as the header reads it: "Expert <this> UK", e.g. "Franchise Advisor".'),
    phone: z
      .string()
      .regex(/^0\d{2,4}( \d{3,4}){1,2}$/)
      .describe('The phone number as visitors read it, with spaces, e.g. "020 7946 0321" (kept on one line).'),
    phoneInternational: z
      .string()
      .regex(/^\+44\d{9,10}$/)
      .describe(
        'The same number for tap-to-call links: +44 then the number without its first 0, e.g. "+442079460321".',
      ),
    email: z
      .string()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
      .describe("The address enquiries are shown and sent to, e.g. hello@your-business.co.uk."),
    address: z
      .object({
        streetAddress: z.string().min(3).describe('Building and street, e.g. "Suite 4, 12 Example Yard".'),
        addressLocality: z.string().min(2).describe('Town or city, e.g. "London".'),
        postalCode: z
          .string()
          .regex(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
          .describe('Full postcode in capitals with its space, e.g. "EC1A 9ZZ".'),
        addressCountry: z.enum(["GB"]).describe("Always GB (the site serves the UK)."),
      })
      .describe("The office shown in the footer, on /contact and in search results."),
    legal: z
      .object({
        companyName: z.string().min(3).describe("The registered company name exactly as at Companies House."),
        companyNumber: z
          .string()
          .regex(/^(\d{8}|(SC|NI|OC|SO|NC)\d{6})$/)
          .describe('The Companies House number, 8 characters, e.g. "01234567" or "SC123456".'),
        registeredIn: z
          .enum(["England and Wales", "Scotland", "Northern Ireland"])
          .describe("Where the company is registered."),
        registeredOffice: z.string().min(10).describe("The registered office address on one line."),
        vatNumber: z
          .string()
          .regex(/^GB \d{3} \d{4} \d{2}$/)
          .optional()
          .describe('The VAT number as "GB 123 4567 89"; leave empty when not VAT-registered.'),
      })
      .describe("The legal identity the Companies Act requires on the website (footer, terms, privacy notice)."),
    social: z
      .array(
        z.object({
          label: z.string().min(2).max(30).describe('The network\'s name as the link reads, e.g. "LinkedIn".'),
          url: z.string().url().startsWith("https://").describe("The profile's address, starting https://."),
        }),
      )
      .describe("Profiles the business actually holds, linked from the footer and search results; none is fine."),
    heroVideo: z
      .object({
        embedUrl: z
          .string()
          .url()
          .startsWith("https://www.youtube-nocookie.com/embed/")
          .describe(
            "The film's YouTube embed address on the no-cookie host: https://www.youtube-nocookie.com/embed/<id>.",
          ),
        title: z.string().min(10).max(90).describe("The film's own title, read on the play button."),
        durationMinutes: z
          .number()
          .int()
          .min(1)
          .max(30)
          .optional()
          .describe("Its running time in whole minutes; leave empty to state none."),
      })
      .optional()
      .describe("The home page's introduction film; leave all empty for a hero without a play button."),
    sample: z
      .object({
        phone: launchFlag("the phone number"),
        email: launchFlag("the email address"),
        address: launchFlag("the address"),
        legal: launchFlag("the legal identity"),
        heroVideo: launchFlag("the hero film"),
        accreditation: launchFlag("the register of claims' accreditation"),
        tradingName: launchFlag("the trading name (unchecked against Companies House and the UK IPO)"),
        ogImage: launchFlag("the social sharing image (drawn from the register until the business approves it)"),
      })
      .describe("Launch flags: which details are still the template's samples."),
  })
  .strict();

export type Business = z.infer<typeof businessSchema>;
