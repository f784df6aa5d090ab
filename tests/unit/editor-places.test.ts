// A place is added once. In the browser editor, a location whose slug another place already has (in any of the
// locations' folders) is refused, naming that place and its file; territories are cities picked from the list
// (Keystatic's own list of picks, which offers each city once), at least one. The build refuses a slug or a
// same-kind name in two files (same-place.test.ts) and a city listed twice in a franchise's territories. Rules over whatever content exists.
import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import editorConfig from "../../keystatic.config";
import { readPlaces } from "@/lib/content/known-ids";
import { idReferences } from "@/lib/schemas/entry-fields";
import { franchiseSchema } from "@/lib/schemas/franchise-schema";
import { franchises } from "./content-files";

interface SlugField {
  validate: (value: { name: string; slug: string }, extra: unknown) => unknown;
}
const slugOf = (collection: string) =>
  (editorConfig.collections as Record<string, { schema: Record<string, unknown> }>)[collection]!.schema
    .slug as unknown as SlugField;
const noOtherFiles = { slugField: { slugs: new Set<string>(), glob: "*" } };
const places = readPlaces();

describe("a place added again, in the editor", () => {
  it("knows every location file the build reads", () => {
    expect(places.length).toBeGreaterThan(0);
    expect(places.map((place) => place.type)).toEqual(expect.arrayContaining(["city", "county", "region"]));
  });

  it.each(["cities", "counties-england", "regions"])(
    "refuses, in %s, the slug of each place there is, naming it and its file",
    (collection) => {
      for (const place of places) {
        const again = () => slugOf(collection).validate({ name: place.slug, slug: `${place.slug}-1` }, noOtherFiles);
        expect(again, place.file).toThrow(`${place.name} is already on the site at /locations/${place.slug}`);
        expect(again, place.file).toThrow(`src/content/locations/${place.file}`);
      }
    },
  );

  it("keeps each place's own slug as its own entry's", () => {
    for (const place of places) {
      const folder = place.file.slice(0, place.file.lastIndexOf("/"));
      const collection = Object.entries(editorConfig.collections!).find(
        ([, c]) => (c as { path: string }).path === `src/content/locations/${folder}/*`,
      )![0];
      const own = { name: place.slug, slug: place.file.slice(folder.length + 1).replace(/\.yaml$/, "") };
      expect(() => slugOf(collection).validate(own, noOtherFiles), place.file).not.toThrow();
    }
  });
});

describe("a franchise's territories", () => {
  const territories = editorConfig.collections!.franchises!.schema.territories as unknown as {
    parse: (stored: unknown) => string[];
    validate: (value: string[]) => string[];
    serialize: (value: string[]) => { value: unknown };
  };

  it("asks for at least one city", () => {
    expect(() => territories.validate(territories.parse(undefined))).toThrow(/at least 1 item/);
  });

  it("reads each franchise's list of city slugs and writes it back as the same list", () => {
    for (const franchise of franchises()) {
      const data = yaml.load(readFileSync(franchise.file, "utf8")) as { territories: string[] };
      const value = territories.validate(territories.parse(data.territories));
      expect(territories.serialize(value).value, franchise.file).toEqual(data.territories);
    }
  });

  it("lists each city once: the build names a city listed twice", () => {
    const [franchise] = franchises();
    const data = yaml.load(readFileSync(franchise!.file, "utf8")) as { territories: string[] };
    const twice = { ...data, territories: [...data.territories, data.territories[0]!] };
    const result = franchiseSchema(idReferences).safeParse(twice);
    expect(result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      `territories.${data.territories.length}: ${data.territories[0]} is listed twice: list each city once`,
    ]);
  });
});
