/** Resolves the image an editor names in a kit component: an imported image, or a file in src/content/blog/images/. */
import type { ImageMetadata } from "astro";
import { MdxKitError, imageFileName } from "@/lib/markdown/mdx-kit";

// Lazy, so only the images an article uses end up in the build.
const blogImages = import.meta.glob<{ default: ImageMetadata }>("/src/content/blog/images/*.{jpg,jpeg,png,webp,avif}");

/** The image for `src` ("chart.png", "./images/chart.png" or an `import`ed image); fails naming the missing file. */
export async function kitImage(component: string, prop: string, src: ImageMetadata | string | undefined) {
  if (src && typeof src === "object") return src;
  const name = typeof src === "string" ? imageFileName(src) : "";
  const load = blogImages[`/src/content/blog/images/${name}`];
  if (!load)
    throw new MdxKitError(`<${component} ${prop}="${String(src)}">: no such image in src/content/blog/images/`);
  return (await load()).default;
}
