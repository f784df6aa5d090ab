// @ts-check
// Makes an original abstract hero illustration for a blog article:
//   node src/scripts/make-hero-image.mjs <slug> <category-key> [motif] [--replace]
// Writes src/content/blog/images/<slug>.jpg (1600×900). It never overwrites an existing image (an editor's own
// photograph may be there): it stops naming the file, unless --replace is given. The pattern is seeded by the slug, so the
// same article always gets the same picture and every article gets a different one.
import sharp from "sharp";
import { mkdir, writeFile } from "node:fs/promises";
import { seededRandom } from "./seeded-random.mjs";

/**
 * A category's colours: the background's two, a light one and an accent.
 * @typedef {[background: string, mid: string, light: string, accent: string]} Palette
 */

/** @type {Record<string, Palette>} */
const PALETTES = {
  "franchise-basics": ["#0f2f4c", "#1d5a91", "#7eaed9", "#f5bd3c"],
  "financial-planning": ["#064e3b", "#047857", "#6ee7b7", "#f8cf6a"],
  "industry-insights": ["#2e1065", "#6d28d9", "#c4b5fd", "#f5bd3c"],
  "success-stories": ["#78350f", "#c4860b", "#fcd34d", "#eef5fb"],
  "legal-support": ["#4c0519", "#be123c", "#fda4af", "#f8cf6a"],
};

/**
 * The slug hashed (FNV-1a) into the seed of the shared generator.
 * @param {string} text
 */
function randomFromSlug(text) {
  return seededRandom(
    [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261),
  );
}

/**
 * Each motif draws its SVG shapes with the slug's random numbers in the category's colours.
 * @type {Record<string, (random: () => number, palette: Palette) => string>}
 */
const MOTIFS = {
  // Rising bars: growth, finance.
  bars: (random, [, mid, light, accent]) =>
    Array.from({ length: 7 }, (_, i) => {
      const height = 180 + i * 70 + random() * 90;
      return `<rect x="${820 + i * 100}" y="${820 - height}" width="64" height="${height}" rx="10" fill="${i === 6 ? accent : i % 2 ? light : mid}" opacity="0.95"/>`;
    }).join(""),
  // A map of connected points: territories, networks.
  map: (random, [, mid, light, accent]) => {
    const points = Array.from({ length: 11 }, () => [860 + random() * 620, 140 + random() * 620]);
    const lines = points
      .slice(1)
      .map(
        ([x, y], i) =>
          `<line x1="${points[i][0]}" y1="${points[i][1]}" x2="${x}" y2="${y}" stroke="${light}" stroke-width="5" opacity="0.6"/>`,
      )
      .join("");
    const dots = points
      .map(
        ([x, y], i) =>
          `<circle cx="${x}" cy="${y}" r="${i === 4 ? 34 : 16 + random() * 14}" fill="${i === 4 ? accent : mid}" stroke="${light}" stroke-width="5"/>`,
      )
      .join("");
    return lines + dots;
  },
  // A stack of pages with lines of text: agreements, documents.
  document: (random, [, mid, light, accent]) => {
    let shapes = "";
    for (let i = 0; i < 3; i++) {
      const x = 880 + i * 70;
      const y = 150 + i * 50;
      shapes += `<rect x="${x}" y="${y}" width="440" height="600" rx="22" fill="${i === 2 ? "#ffffff" : light}" opacity="${0.55 + i * 0.2}"/>`;
    }
    for (let line = 0; line < 9; line++) {
      const width = 220 + random() * 110;
      shapes += `<rect x="1080" y="${330 + line * 44}" width="${width}" height="14" rx="7" fill="${mid}" opacity="0.7"/>`;
    }
    shapes += `<circle cx="1390" cy="720" r="62" fill="${accent}"/><path d="M1360 720l22 22 40-44" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    return shapes;
  },
  // Concentric rings and a rising path: a journey, a story.
  journey: (random, [, mid, light, accent]) => {
    let shapes = "";
    for (let ring = 6; ring > 0; ring--) {
      shapes += `<circle cx="1180" cy="460" r="${ring * 62}" fill="none" stroke="${ring % 2 ? light : mid}" stroke-width="${10 + random() * 10}" opacity="0.55"/>`;
    }
    shapes += `<path d="M760 800 C 950 ${600 - random() * 120}, 1050 ${620 - random() * 100}, 1180 460 S 1420 ${220 + random() * 60}, 1540 160" stroke="${accent}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
    shapes += `<circle cx="1540" cy="160" r="30" fill="${accent}"/>`;
    return shapes;
  },
};

/** @type {Record<string, string>} */
const CATEGORY_MOTIF = {
  "franchise-basics": "map",
  "financial-planning": "bars",
  "industry-insights": "bars",
  "success-stories": "journey",
  "legal-support": "document",
};

const replace = process.argv.includes("--replace");
const [slug, category, motifName] = process.argv.slice(2).filter((arg) => arg !== "--replace");
if (!slug || !PALETTES[category]) {
  console.error(
    `usage: node src/scripts/make-hero-image.mjs <slug> <${Object.keys(PALETTES).join("|")}> [motif] [--replace]`,
  );
  process.exit(1);
}
const palette = PALETTES[category];
const random = randomFromSlug(slug);
const motif = MOTIFS[motifName ?? CATEGORY_MOTIF[category]];

// Soft background blobs, then the motif on the right, leaving room on the left.
const blobs = Array.from({ length: 5 }, (_, i) => {
  const r = 160 + random() * 260;
  return `<circle cx="${random() * 1600}" cy="${random() * 900}" r="${r}" fill="${palette[i % 2 ? 1 : 2]}" opacity="${0.12 + random() * 0.12}"/>`;
}).join("");
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#bg)"/>${blobs}
  <g>${motif(random, palette)}</g>
  <rect x="120" y="640" width="${260 + random() * 200}" height="22" rx="11" fill="${palette[3]}"/>
  <rect x="120" y="690" width="${380 + random() * 180}" height="14" rx="7" fill="#ffffff" opacity="0.5"/>
</svg>`;

await mkdir("src/content/blog/images", { recursive: true });
const output = `src/content/blog/images/${slug}.jpg`;
const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
try {
  // "wx": fails if the file exists, in the same step as creating it.
  await writeFile(output, jpeg, { flag: replace ? "w" : "wx" });
} catch (error) {
  if (!(error instanceof Error && "code" in error) || error.code !== "EEXIST") throw error;
  console.error(`${output} already exists: nothing was written. Add --replace to draw over it.`);
  process.exit(1);
}
console.log(`wrote ${output}`);
