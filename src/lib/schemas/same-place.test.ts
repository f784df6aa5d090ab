import { describe, expect, it } from "vitest";
import { idReferences } from "./entry-fields";
import { locationSchema } from "./location-schemas";
import { placeWithSlug, samePlaceProblems, type PlaceFile } from "./same-place";

const leeds: PlaceFile = { file: "cities/leeds.yaml", slug: "leeds", name: "Leeds", type: "city" };
const york: PlaceFile = { file: "cities/york.yaml", slug: "york", name: "York", type: "city" };
const yorkshire: PlaceFile = { file: "counties/england/york.yaml", slug: "york-county", name: "York", type: "county" };

describe("one place, one file", () => {
  it("finds the place that already has a slug, never the file itself", () => {
    expect(placeWithSlug([leeds, york], "leeds", "cities/leeds-1.yaml")).toBe(leeds);
    expect(placeWithSlug([leeds, york], "leeds", "cities/leeds.yaml")).toBeUndefined();
    expect(placeWithSlug([leeds, york], "bath")).toBeUndefined();
  });

  it("names both files when a slug is in two of them", () => {
    const again = { ...leeds, file: "cities/leeds-1.yaml" };
    const problems = samePlaceProblems([leeds, again, york], again);
    expect(problems.map((problem) => problem.path)).toContain("slug");
    expect(problems.find((problem) => problem.path === "slug")!.message).toMatch(
      /src\/content\/locations\/cities\/leeds\.yaml, src\/content\/locations\/cities\/leeds-1\.yaml/,
    );
  });

  it("names both files when two places of a kind share a name, whatever its case; a city and a county may", () => {
    const second = { file: "cities/leeds-city.yaml", slug: "leeds-city", name: "leeds ", type: "city" } as const;
    expect(samePlaceProblems([leeds, second], leeds)).toEqual([
      {
        path: "name",
        message: expect.stringMatching(
          /^2 cities are called "Leeds" \(.*cities\/leeds\.yaml, .*cities\/leeds-city\.yaml\)/,
        ),
      },
    ]);
    expect(samePlaceProblems([york, yorkshire], york)).toEqual([]);
  });

  it("is a check of the location schema, on the fields at fault", () => {
    const file = {
      name: "Leeds",
      slug: "leeds",
      type: "city",
      parent: "west-yorkshire",
      population: 1,
      description: "word ".repeat(80),
      metaTitle: "Leeds franchises",
      metaDescription: "x".repeat(60),
    };
    const again = { ...leeds, file: "cities/leeds-1.yaml" };
    const result = locationSchema(idReferences, [leeds, again]).safeParse(file);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["slug", "name"]);
    expect(locationSchema(idReferences, [leeds]).safeParse(file).success).toBe(true);
  });
});
