import { describe, expect, it } from "vitest";
import { eventsForFranchise, eventsInOrNear } from "./where";
import type { LocationNode } from "@/lib/locations/location-tree";

const locations: LocationNode[] = [
  { slug: "england", name: "England", type: "region" },
  { slug: "west-yorkshire", name: "West Yorkshire", type: "county", parent: "england" },
  { slug: "leeds", name: "Leeds", type: "city", parent: "west-yorkshire" },
  { slug: "bradford", name: "Bradford", type: "city", parent: "west-yorkshire" },
  { slug: "wales", name: "Wales", type: "region" },
  { slug: "cardiff-county", name: "Cardiff", type: "county", parent: "wales" },
  { slug: "cardiff", name: "Cardiff", type: "city", parent: "cardiff-county" },
];

const leeds = { id: "leeds-evening", locationSlug: "leeds" };
const cardiff = { id: "cardiff-evening", locationSlug: "cardiff" };
const webinar: { id: string; locationSlug?: string } = { id: "webinar" };

describe("eventsInOrNear", () => {
  it("finds events in a city, and in every city within a county or nation", () => {
    expect(eventsInOrNear([leeds, cardiff, webinar], "leeds", locations)).toEqual({ events: [leeds], near: false });
    expect(eventsInOrNear([leeds, cardiff], "west-yorkshire", locations).events).toEqual([leeds]);
    expect(eventsInOrNear([leeds, cardiff], "wales", locations).events).toEqual([cardiff]);
  });

  it("offers a city's county's events when the city has none, and nothing further", () => {
    expect(eventsInOrNear([leeds, cardiff], "bradford", locations)).toEqual({ events: [leeds], near: true });
    expect(eventsInOrNear([cardiff], "bradford", locations).events).toEqual([]);
    expect(eventsInOrNear([webinar], "england", locations).events).toEqual([]);
  });
});

describe("eventsForFranchise", () => {
  it("lists the franchise's events, discovery days first", () => {
    const show = { id: "show", kind: "exhibition" as const, franchiseSlugs: ["a", "b"] };
    const day = { id: "day", kind: "discovery-day" as const, franchiseSlugs: ["a"] };
    const other = { id: "other", kind: "seminar" as const, franchiseSlugs: ["b"] };
    expect(eventsForFranchise([show, other, day], "a").map((e) => e.id)).toEqual(["day", "show"]);
    expect(eventsForFranchise([show, other, day], "c")).toEqual([]);
  });
});
