// Writes invented franchise entries into a project's src/content/franchises/ until it holds `count`, for scale
// tests and `npm run bench:scale` (always into a COPY of the project: see tests/support/project-copy.mjs).
//   npx tsx src/scripts/generate-catalogue.ts <projectDir> <count> [seed]
// Names are made-up syllables plus a trade word (never a real brand); prose is sentences drawn at random from
// the existing entries' descriptions; categories, cities and investment ranges spread over every real value.
// The entries it starts from are read with the collections' own schemas (src/lib/content/content-readers.ts), and
// each one it writes is checked with the franchise schema first, so a schema change the generator has not caught
// up with stops it here, naming the field, rather than failing a build of thousands of pages later. Files are
// read in name order, so a seed gives the same catalogue on every machine.
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import yaml from "js-yaml";
import { parseContentFile } from "../lib/schemas/entry-fields";
import { NOT_DISCLOSED, UNDISCLOSED_TERMS } from "../lib/terms/terms-schema";
import {
  fileName,
  franchiseFileSchema,
  readFranchiseCategories,
  readFranchiseFiles,
} from "../lib/content/content-readers";
import { seededRandom as random } from "./seeded-random.mjs";

const FIRST = [
  "Bram",
  "Cor",
  "Dun",
  "Elm",
  "Fen",
  "Gar",
  "Hol",
  "Ivy",
  "Jun",
  "Kes",
  "Lom",
  "Mar",
  "Nor",
  "Oak",
  "Pel",
  "Quen",
  "Rook",
  "Sel",
  "Tam",
  "Ulm",
  "Ved",
  "Wren",
  "Yar",
  "Zel",
];
const SECOND = [
  "wick",
  "mere",
  "ford",
  "holt",
  "by",
  "combe",
  "ley",
  "ridge",
  "stow",
  "dale",
  "hurst",
  "brook",
  "worth",
  "field",
  "gate",
  "moor",
];
const TRADES: Record<string, string[]> = {
  "food-beverage": ["Kitchen", "Coffee House", "Bakery", "Street Food"],
  retail: ["Gift Shop", "Outfitters", "Home Store", "Books"],
  services: ["Business Services", "Print Studio", "Bookkeeping", "Recruitment"],
  "health-fitness": ["Fitness", "Physio Clinic", "Pilates Studio", "Wellbeing"],
  automotive: ["Car Care", "Smart Repair", "Mobile Valeting", "Tyres"],
  "home-services": ["Handyman", "Garden Care", "Pest Control", "Home Repairs"],
  "childcare-education": ["Tutoring", "Little Learners", "Kids Coding", "Nursery"],
  cleaning: ["Cleaning", "Window Care", "Carpet Care", "Office Cleaning"],
  "beauty-wellness": ["Beauty Rooms", "Nail Studio", "Spa", "Barbers"],
  "property-maintenance": ["Property Care", "Roofing", "Damp Proofing", "Drainage"],
  entertainment: ["Games Bar", "Party Events", "Escape Rooms", "Kids Parties"],
  care: ["Home Care", "Companions", "Live-in Care", "Care Services"],
};
const RANGES = [
  [4995, 9000],
  [8500, 15000],
  [12000, 20000],
  [15000, 24000],
  [18000, 35000],
  [25000, 48000],
  [30000, 60000],
  [45000, 90000],
  [55000, 120000],
  [80000, 180000],
  [150000, 250000],
  [200000, 450000],
];
const FEATURES = [
  "Recurring customers",
  "Home-based start",
  "Proven local marketing",
  "Low stock costs",
  "Van-based operation",
  "Booking software included",
  "Territory mapping",
  "Scalable team model",
];
const SUPPORT = [
  "Two weeks' training",
  "Launch marketing",
  "Field support visits",
  "Regional meetings",
  "Online operations manual",
  "Bookkeeping templates",
  "Recruitment help",
  "Supplier discounts",
];

// The /match traits (src/lib/decide/match-traits.ts), each sometimes left out as real entries do.
const WORK_PATTERN_SETS = [
  ["owner-operator"],
  ["owner-operator", "managing-staff"],
  ["managing-staff"],
  ["owner-operator", "part-time"],
  ["part-time", "alongside-job"],
];
const BASE_SETS = [["home-or-van"], ["premises"], ["home-or-van", "premises"]];
const TEAM_SIZES = [{ min: 0, max: 1 }, { min: 1, max: 5 }, { min: 3, max: 8 }, { min: 5 }, { min: 15, max: 30 }];
const EXPERIENCE = [
  { level: "none" },
  { level: "helpful", areas: ["management"] },
  { level: "helpful", areas: ["sales", "hospitality-retail"] },
  { level: "required", areas: ["care-health"] },
  { level: "required", areas: ["trades-property"] },
];

/** The /match traits of one generated entry: each known about three times in four. */
function matchTraits(rand: () => number) {
  const maybe = (key: string, value: unknown) => (rand() < 0.75 ? { [key]: value } : {});
  return {
    ...maybe("workPatterns", pick(rand, WORK_PATTERN_SETS)),
    ...maybe("bases", pick(rand, BASE_SETS)),
    ...maybe("teamSize", pick(rand, TEAM_SIZES)),
    ...maybe("experience", pick(rand, EXPERIENCE)),
    ...(rand() < 0.2 ? { minMonthsToOpen: 1 + Math.floor(rand() * 9) } : {}),
  };
}

/** One item of a list, chosen by `rand`. */
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

/** Up to `count` distinct items of a list, chosen by `rand`. */
function pickSome<T>(rand: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return out;
}

/** How the generated entries are spread: over which categories (every category of the project by default). */
export interface CatalogueSpread {
  categories?: string[];
}

/**
 * Adds generated entries to `projectDir` until it has `count` franchises; returns how many it wrote. The entries
 * take the categories in turn: all of the project's, or those `spread` names (a smaller catalogue that still fills
 * several pages of each).
 */
export function generateCatalogue(projectDir: string, count: number, seed = 12, spread: CatalogueSpread = {}): number {
  const content = join(projectDir, "src", "content");
  const franchiseDir = join(content, "franchises");
  const existing = readFranchiseFiles(franchiseDir).map(({ data }) => data);
  const known = readFranchiseCategories(join(content, "franchise-categories.yaml")).map(({ id }) => id);
  const unknown = (spread.categories ?? []).filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new Error(`No such franchise categories: ${unknown.join(", ")}`);
  const categories = spread.categories ?? known;
  const cities = readdirSync(join(content, "locations", "cities"))
    .filter((file) => file.endsWith(".yaml"))
    .sort()
    .map((file) => file.replace(/\.yaml$/, ""));
  const sentences = existing.flatMap((entry) => entry.description.split(/(?<=\.)\s+/)).filter((s) => s.length > 30);
  const names = new Set(existing.map((entry) => entry.name));
  let nextId = Math.max(0, ...existing.map((entry) => Number(entry.id))) + 1;
  const rand = random(seed);
  // A stream of its own, so the traits leave the rest of each entry as it was before they existed.
  const traitRand = random(seed + 1);
  let written = 0;
  for (let n = existing.length; n < count; n++) {
    const category = categories[n % categories.length];
    let name = `${pick(rand, FIRST)}${pick(rand, SECOND)} ${pick(rand, TRADES[category] ?? ["Services"])}`;
    // A repeated combination gets a district-style suffix, keeping names (and slugs) unique.
    if (names.has(name)) name = `${name} ${pick(rand, ["North", "South", "East", "West", "Central"])} ${nextId}`;
    names.add(name);
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const [low, high] = pick(rand, RANGES);
    const min = Math.round((low * (0.9 + rand() * 0.2)) / 100) * 100;
    const max = Math.max(min, Math.round((high * (0.9 + rand() * 0.2)) / 100) * 100);
    const description = [
      `${name} is a ${category.replace(/-/g, " ")} franchise.`,
      ...pickSome(rand, sentences, 5),
    ].join(" ");
    const entry = {
      id: String(nextId++),
      name,
      slug,
      category,
      shortDescription: `${name}: an invented ${category.replace(/-/g, " ")} franchise used to test the site at scale.`,
      description,
      investmentRange: { min, max },
      ...(rand() < 0.7 ? { establishedYear: 1990 + Math.floor(rand() * 33) } : {}),
      numberOfOutlets: rand() < 0.5 ? "TBA" : 1 + Math.floor(rand() * 120),
      territories: pickSome(rand, cities, 1 + Math.floor(rand() * 8)),
      features: pickSome(rand, FEATURES, 4),
      support: pickSome(rand, SUPPORT, 4),
      ...matchTraits(traitRand),
      // Invented at scale: the franchisor of a generated entry discloses no terms.
      terms: UNDISCLOSED_TERMS,
      introductionFee: NOT_DISCLOSED,
      metaTitle: `${name} | Franchise`.slice(0, 70),
      metaDescription: `${name}: an invented franchise from ${min} pounds, generated number ${nextId - 1}.`.slice(
        0,
        160,
      ),
    };
    const file = join(franchiseDir, `${slug}.yaml`);
    parseContentFile(fileName(file), franchiseFileSchema, entry);
    writeFileSync(file, yaml.dump(entry, { lineWidth: 120 }));
    written++;
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [projectDir, count, seed] = process.argv.slice(2);
  if (!projectDir || !count) {
    console.error("Usage: npx tsx src/scripts/generate-catalogue.ts <projectDir> <count> [seed]");
    process.exit(2);
  }
  console.log(`Wrote ${generateCatalogue(projectDir, Number(count), Number(seed ?? 12))} franchises.`);
}
