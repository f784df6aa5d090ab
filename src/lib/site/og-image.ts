/**
 * The default social image (1200×630), drawn as SVG from the site settings and the register of claims, so no claim
 * is baked into pixels that nothing checks: src/pages/og-default.png.ts turns it into the PNG at build time.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What the image says: the business name, the tagline and one line of claims from the register. */
export interface OgImageText {
  businessName: string;
  tagline: string;
  /** The claims line, e.g. the register's founding line; its words must come from the register. */
  claimLine: string;
}

/** The image as SVG. Fonts: DejaVu Sans or any sans-serif the build machine has (librsvg renders it). */
export function ogImageSvg({ businessName, tagline, claimLine }: OgImageText): string {
  const initial = escapeXml(businessName.trim().charAt(0).toUpperCase());
  // Long names shrink to stay inside the 1040 px text column.
  const nameSize = Math.min(64, Math.floor(1040 / Math.max(1, businessName.length * 0.6)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f2f4d"/>
      <stop offset="1" stop-color="#1c5a94"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1000" cy="120" r="260" fill="#2a6aa3" fill-opacity="0.45"/>
  <circle cx="980" cy="560" r="180" fill="#5b7f8c" fill-opacity="0.45"/>
  <rect x="80" y="108" width="96" height="96" rx="18" fill="none" stroke="#f5b935" stroke-width="5"/>
  <text x="128" y="184" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="72" fill="#f5b935">${initial}</text>
  <text x="80" y="312" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${nameSize}" fill="#ffffff">${escapeXml(businessName)}</text>
  <text x="80" y="380" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#dbe8f5">${escapeXml(tagline)}</text>
  <rect x="80" y="430" width="220" height="8" rx="4" fill="#f5b935"/>
  <text x="80" y="510" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#dbe8f5">${escapeXml(claimLine)}</text>
</svg>`;
}
