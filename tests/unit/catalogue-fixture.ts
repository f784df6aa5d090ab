/**
 * A small catalogue of the logic tests' own, so they never depend on the live content in src/content: a copy of
 * the launch entries' searched fields (name, category, description, investment, territories), frozen here.
 * Editors can add, change or remove franchises without touching these tests.
 */
export interface FixtureFranchise {
  slug: string;
  name: string;
  categoryKey: string;
  description: string;
  investmentRange: { min: number; max: number };
  territoryNames: string[];
}

const CATALOGUE: readonly FixtureFranchise[] = [
  {
    slug: "fettlewick-home-cleaning",
    name: "Fettlewick Home Cleaning",
    categoryKey: "cleaning",
    description:
      "Fettlewick Home Cleaning provides regular weekly and fortnightly cleans for busy households, with teams of two arriving with their own equipment and eco-labelled products. Most customers are working couples, families and older homeowners who want the same cleaners on every visit. Franchisees usually start hands-on, cleaning alongside their first recruit for a few months, then step back into quoting, quality checks and scheduling as the customer base grows to three or four teams. A typical day starts with a rota check and a supply run, followed by cleans between 9am and 3pm and quoting visits to new customers in the late afternoon. You need no cleaning background, but you do need to be organised, comfortable recruiting and managing part-time staff, and willing to cover a shift when someone is off sick. The entry cost covers training, starter equipment and a launch leaflet campaign, and the business runs from home with a small car or van. Regular home cleaning is a budgeted monthly expense for many households, and recurring bookings give a predictable base that suits a first-time business owner.",
    investmentRange: {
      min: 9999,
      max: 14500,
    },
    territoryNames: ["London", "Brighton and Hove", "Southampton", "Oxford", "Cambridge", "Edinburgh", "Belfast"],
  },
  {
    slug: "panwhistle-kitchen",
    name: "Panwhistle Kitchen",
    categoryKey: "food-beverage",
    description:
      "Panwhistle Kitchen cooks a short menu of wok noodles, rice bowls, bao buns and curries from small takeaway units, shared delivery kitchens and food-court counters. Most orders come through delivery apps and the brand's own ordering site, with walk-in collection adding lunchtime trade near offices and campuses. The lower investment figure applies to a delivery-only kitchen in a shared site; a standalone takeaway with extraction, counter and signage sits towards the top of the range. A typical day starts with a morning prep session, cutting vegetables and batching sauces to the central recipes, before a lunch peak, an afternoon lull for deep cleaning and stock checks, and a busier evening service until around 10pm. Franchisees need to be comfortable leading a kitchen team of three to six, keeping food safety records and protecting delivery ratings; chef experience helps but is not essential, because the menu is built around simple, repeatable steps. Asian dishes are among the most popular takeaway choices in the UK, and a small-footprint format keeps rent and staffing costs well below those of a sit-down restaurant.",
    investmentRange: {
      min: 15000,
      max: 60000,
    },
    territoryNames: ["Manchester", "Leeds", "Birmingham", "Liverpool", "Glasgow", "Cardiff"],
  },
  {
    slug: "crumbwright-bakehouse",
    name: "Crumbwright Bakehouse",
    categoryKey: "food-beverage",
    description:
      "Crumbwright Bakehouse sells filled doughnuts, butter croissants, pains au chocolat and seasonal pastries from compact bakery shops on high streets, in market halls and near railway stations. Dough and laminated pastry arrive part-prepared from an approved production partner, and the franchisee's team proves, fries, bakes and finishes everything on site each morning, so the shop smells of fresh baking without needing a full bakery. Customers are commuters buying breakfast, office workers ordering boxes for meetings and weekend shoppers treating themselves, with pre-ordered celebration boxes adding steady trade. A typical day starts around 5am with proving and frying, opens at 7am and sells through by mid-afternoon, when the team cleans down and sets the next day's quantities to keep waste low. The model suits someone who enjoys early starts, customer service and managing a team of three to five; no baking qualification is needed, as the finishing techniques are taught in training. Premium bakery treats tend to hold up as affordable indulgences when budgets are tight, and a tight menu with daily sell-through helps control food costs.",
    investmentRange: {
      min: 29500,
      max: 85000,
    },
    territoryNames: ["London", "Bristol", "Bath", "York", "Edinburgh", "Manchester"],
  },
  {
    slug: "glazeloop-donut-kiosks",
    name: "Glazeloop Donut Kiosks",
    categoryKey: "food-beverage",
    description:
      "Glazeloop Donut Kiosks is a young brand selling gourmet donuts cooked to order, with mini donuts served in paper cones and larger filled rings topped in front of the customer. Franchisees trade from either a compact indoor kiosk in a shopping centre or retail park, or a converted van that works farmers' markets, sports fixtures, festivals and private events. The lower investment figure covers a kiosk package; the van option, with its fryer, generator and signwriting, costs more. A typical week mixes regular pitches from Thursday to Saturday with booked events on Sundays, leaving Monday and Tuesday for stock, cleaning and event enquiries. Franchisees must register as a food business with their local council, hold a food hygiene certificate and, for street trading, secure the council's consent or a pitch agreement; the franchisor helps with all three. The business suits a hands-on owner, often working with a partner or one part-time helper, who enjoys busy sales and weekend work. Markets and outdoor events draw steady crowds in most UK towns, and a low-cost mobile unit lets you test locations before committing to fixed premises.",
    investmentRange: {
      min: 13995,
      max: 24995,
    },
    territoryNames: ["Nottingham", "Leicester", "Derby", "Sheffield", "Coventry", "Newcastle upon Tyne"],
  },
  {
    slug: "sorrelby-coffee-kitchen",
    name: "Sorrelby Coffee Kitchen",
    categoryKey: "food-beverage",
    description:
      "Sorrelby Coffee Kitchen is an all-day café serving speciality coffee alongside a menu built around vegetables, whole grains and lean protein: breakfast pots, grain bowls, seasonal salads, soups and a small range of lower-sugar bakes. Cafés seat 25 to 45 and sit in town centres, business parks, and hospital and university sites where customers want a quick, healthier lunch. The starting figure applies to converting an existing café unit; a new fit-out from shell sits at the top of the range. A day begins with prep from 6.30am, a breakfast rush and a lunchtime peak driven by grab-and-go, followed by a quieter afternoon that many franchisees use for office catering deliveries. Owners need a team of four to eight, good rota discipline and confidence managing food costs and allergen information, which must be clear and accurate under UK food law. Barista and kitchen skills are taught. Interest in healthier eating and clearer nutritional information keeps growing, and a café with a strong lunch offer depends less on coffee sales alone.",
    investmentRange: {
      min: 25000,
      max: 90000,
    },
    territoryNames: ["Brighton and Hove", "Bristol", "Exeter", "Norwich", "Cambridge", "Cardiff", "Belfast"],
  },
  {
    slug: "springlark-kids-movement",
    name: "Springlark Kids Movement",
    categoryKey: "childcare-education",
    description:
      "Springlark Kids Movement runs active play and exercise classes that build balance, coordination and confidence, using age-banded programmes for toddlers, pre-schoolers and primary-age children. Franchisees deliver weekday morning sessions for parents and toddlers in hired community halls, paid visits to nurseries, after-school clubs in primary schools, and birthday parties and holiday camps at weekends. It is a van-based business: the equipment travels with you, so there are no premises costs. A typical weekday might include two toddler classes, a nursery visit after lunch and an after-school club, with bookings and admin in the evening. As the business grows, most owners recruit part-time coaches and concentrate on winning school and nursery work. You need energy, good communication with parents and school staff, and a clear approach to safeguarding: everyone delivering sessions needs an enhanced DBS check, PVG scheme membership in Scotland or an AccessNI check in Northern Ireland, plus first aid training. Parents continue to look for structured activities that get young children moving, and term-time arrangements with schools give a dependable weekly income base.",
    investmentRange: {
      min: 25000,
      max: 35000,
    },
    territoryNames: [
      "Birmingham",
      "Wolverhampton",
      "Milton Keynes",
      "Chelmsford",
      "Peterborough",
      "Glasgow",
      "Swansea",
      "Lisburn",
    ],
  },
  {
    slug: "pennimoor-domestic-cleaning",
    name: "Pennimoor Domestic Cleaning",
    categoryKey: "cleaning",
    description:
      "Pennimoor Domestic Cleaning is a management franchise: rather than cleaning yourself, you build a team of employed, vetted and insured cleaners who visit clients' homes in regular weekly or fortnightly slots, with spring cleans, end-of-tenancy cleans and after-builders cleans adding higher-value one-off work. Clients include working families, older people who want help keeping their home in order, and letting agents who need reliable turnaround between tenants. You run the business from a home office at first, moving to a small unit once the team passes around 15 cleaners. A typical day involves answering enquiries, visiting new clients to agree a cleaning plan, spot-checking quality on a few visits and adjusting the rota around leave and sickness. The role suits someone with management, customer service or HR experience who is comfortable handling payroll, holiday pay and pension auto-enrolment with the help of the franchisor's systems. Employing cleaners directly, rather than using self-employed contractors, gives clients consistency and avoids the employment status questions that self-employed arrangements can raise.",
    investmentRange: {
      min: 16995,
      max: 24000,
    },
    territoryNames: ["Leeds", "Bradford", "Wakefield", "York", "Hull", "Lincoln", "Newport"],
  },
  {
    slug: "meridune-coffee",
    name: "Meridune Coffee",
    categoryKey: "food-beverage",
    description:
      "Meridune Coffee roasts its own blends and trades through kiosks, concession counters and cafés in several countries, and the UK franchise gives you access to that supply chain, menu and set of brand standards. Franchisees choose a format to suit their budget and location: a self-contained kiosk in a retail park, station or hospital concourse at the lower end of the range, or a seated café with a food menu towards the top. Customers are commuters, shoppers and office workers who want a consistent drink quickly, and a loyalty app encourages repeat visits. A typical day opens at 6.30 or 7am for the commuter peak, steadies through mid-morning, picks up at lunch and tails off by late afternoon, with the owner managing rotas, ordering and quality checks. Kiosks run with two or three baristas per shift; cafés need six to ten staff. You need retail or hospitality management experience and a business plan that will satisfy a landlord, since site approval and lease terms matter. A recognised brand can help win concession sites, where landlords often prefer established operators to independents.",
    investmentRange: {
      min: 19500,
      max: 140000,
    },
    territoryNames: ["London", "Manchester", "Birmingham", "Glasgow", "Edinburgh", "Belfast", "Cardiff"],
  },
  {
    slug: "raftergate-lofts",
    name: "Raftergate Lofts",
    categoryKey: "property-maintenance",
    description:
      "Raftergate Lofts designs and builds loft conversions for homeowners, from simple roof-light conversions to dormers and hip-to-gable extensions, usually adding a bedroom and shower room. Franchisees do not swing a hammer: they meet homeowners, measure up, present designs and fixed-price quotes, then manage a team of vetted subcontract trades through a build that typically takes six to ten weeks. Many conversions fall under permitted development, but every job needs Building Regulations approval, and party wall notices are often required for terraced and semi-detached houses; the franchisor's technical team prepares drawings and structural calculations. A typical day includes a site visit or two to check progress, an evening sales appointment with a family, and time on the phone with building control, suppliers and trades. It suits someone from a construction, surveying or sales background who is confident managing customer expectations and cash flow across stage payments. With moving costs high, many households choose to build upwards rather than move, and a loft conversion is often one of the most cost-effective ways to gain space.",
    investmentRange: {
      min: 25000,
      max: 40000,
    },
    territoryNames: [
      "London",
      "Canterbury",
      "Chelmsford",
      "Oxford",
      "Winchester",
      "Gloucester",
      "Worcester",
      "Plymouth",
    ],
  },
  {
    slug: "easeholm-accessible-lets",
    name: "Easeholm Accessible Lets",
    categoryKey: "services",
    description:
      "Easeholm Accessible Lets is a newly launched brand that manages holiday properties suitable for disabled guests, older travellers and families with additional needs. Franchisees sign up owners of cottages, bungalows and apartments with level access, wide doorways, wet rooms or hoist-ready bedrooms, then handle marketing, bookings, guest communication, cleaning and maintenance in return for a commission on each stay. Detailed, measured accessibility information for every property is the core of the offer, because guests need to know exactly what to expect before they book. A typical week includes a property survey with a prospective owner, Saturday changeovers run through local cleaning and linen partners, and time answering guests' questions about access, parking and nearby attractions. It is a home-based business that suits someone with hospitality, property or care experience and strong attention to detail. Properties must meet local rules, including short-term let licensing in Scotland and the letting thresholds that decide how holiday lets are rated in Wales. Disabled travellers and their families often struggle to find reliable accessible accommodation, so well-described properties can achieve good occupancy outside the peak season.",
    investmentRange: {
      min: 25000,
      max: 32000,
    },
    territoryNames: ["Inverness", "Perth", "Carlisle", "Lancaster", "Bangor", "Exeter", "Newry", "Derry~Londonderry"],
  },
  {
    slug: "mendrow-physiotherapy",
    name: "Mendrow Physiotherapy",
    categoryKey: "health-fitness",
    description:
      "Mendrow Physiotherapy runs musculoskeletal clinics treating back and neck pain, sports injuries, post-operative rehabilitation and work-related strains, with a mix of self-paying patients, private medical insurance referrals and corporate contracts. The franchise is aimed mainly at physiotherapists registered with the Health and Care Professions Council who want to move from employed or locum work into clinic ownership; investors without a clinical background can join if they employ a registered clinical lead. Clinics run from one or two treatment rooms, often rented within gyms, health centres or sports clubs, which keeps the investment between £12,500 and £25,000 depending on fit-out. A typical day might include eight to twelve appointments, a small rehabilitation class in the evening, and time on notes, insurer paperwork and referral relationships with GPs, personal trainers and local employers. The franchisor provides booking, clinical notes and billing systems, plus marketing to build a patient list. Long NHS waiting lists for musculoskeletal care have led many people to consider paying for faster private treatment, and the brand is offering a 50% discount on the franchise fee to its first three franchisees.",
    investmentRange: {
      min: 12500,
      max: 25000,
    },
    territoryNames: ["Sheffield", "Nottingham", "Leicester", "Aberdeen", "Dundee", "Wrexham"],
  },
  {
    slug: "larkhollow-home-care",
    name: "Larkhollow Home Care",
    categoryKey: "care",
    description:
      "Larkhollow Home Care supports older people and adults with disabilities to live safely in their own homes, providing personal care, medication support, meal preparation, companionship, and overnight or live-in care. Clients are a mix of private payers and people whose care is funded through local authority contracts or direct payments. The business runs from a small office in the territory, with the franchisee as the registered provider, leading a registered manager, a care coordinator and a team of care workers that can grow to 30 or more as hours increase. Before taking on clients, the service must register with the relevant regulator: the CQC in England, the Care Inspectorate in Scotland, Care Inspectorate Wales or RQIA in Northern Ireland, a process that can take several months. A typical day involves reviewing rotas, meeting families for care assessments, covering staffing gaps and checking care records. You need strong people management, a real commitment to quality and enough working capital to cover payroll before income builds; care experience helps but is not required. An ageing population means demand for reliable home care outstrips supply in many areas.",
    investmentRange: {
      min: 25000,
      max: 55000,
    },
    territoryNames: [
      "Stoke-on-Trent",
      "Chester",
      "Preston",
      "Salford",
      "Sunderland",
      "Perth",
      "Swansea",
      "Derry~Londonderry",
    ],
  },
  {
    slug: "oxbrindle-bar-and-games",
    name: "Oxbrindle Bar & Games",
    categoryKey: "entertainment",
    description:
      "Oxbrindle Bar & Games combines a relaxed bar with competitive games: shuffleboard tables, electronic darts oches, quoits lanes, table tennis and a wall of restored arcade machines. Venues occupy 3,000 to 6,000 sq ft, usually former retail or leisure units in town and city centres, and the investment range reflects the size of the unit and the fit-out it needs. Customers are groups of friends, after-work teams, birthday parties and corporate bookings, with pre-booked games packages spreading demand across the week. A typical day starts in the afternoon with deliveries, bookings and staff briefings, followed by opening from 4pm on weekdays and midday at weekends, with trade peaking late on Friday and Saturday nights. Franchisees need hospitality or leisure management experience and a team of 15 to 30 mostly part-time staff, and must secure a premises licence with a personal licence holder as designated premises supervisor, or the equivalent arrangements in Scotland and Northern Ireland. Games-led venues give groups something to do beyond drinking, which widens their appeal, and advance bookings help owners plan staffing more accurately.",
    investmentRange: {
      min: 70000,
      max: 180000,
    },
    territoryNames: [
      "Manchester",
      "Liverpool",
      "Newcastle upon Tyne",
      "Leeds",
      "Southampton",
      "Portsmouth",
      "Glasgow",
      "Belfast",
    ],
  },
];

/** A fresh copy of the fixture catalogue (callers may mutate it). */
export function loadCatalogue(): FixtureFranchise[] {
  return structuredClone(CATALOGUE) as FixtureFranchise[];
}
