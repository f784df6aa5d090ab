// The default social image, drawn at build time from the settings and the register of claims
// (src/content/claims.json), so the claims in its pixels are the ones the launch check sees.
import type { APIRoute } from "astro";
import sharp from "sharp";
import { claims, site, tagline } from "@/config/site";
import { ogImageSvg } from "@/lib/site/og-image";

export const prerender = true;

export const GET: APIRoute = async () => {
  const svg = ogImageSvg({ businessName: site.businessName, tagline, claimLine: claims.founded.text });
  const png = await sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
