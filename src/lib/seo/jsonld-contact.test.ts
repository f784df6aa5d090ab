import { describe, expect, it } from "vitest";
import { openingHoursSpecification, organizationContactPoint, organizationId } from "@/lib/seo/jsonld";
import { site } from "@/config/site";

describe("contact page structured data", () => {
  it("turns the short opening hours into an OpeningHoursSpecification", () => {
    expect(openingHoursSpecification("Mo-Fr 09:00-18:00")).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    });
    expect(() => openingHoursSpecification("weekdays")).toThrow(/Unsupported/);
  });

  it("adds a ContactPoint with phone, email and hours to the organisation node", () => {
    const node = organizationContactPoint("https://www.franchise-advisor.example");
    expect(node["@id"]).toBe(organizationId("https://www.franchise-advisor.example"));
    expect(node.contactPoint).toMatchObject({
      "@type": "ContactPoint",
      telephone: site.phone.e164,
      email: site.email,
      url: "https://www.franchise-advisor.example/contact",
      areaServed: "GB",
      hoursAvailable: { opens: "09:00", closes: "18:00" },
    });
  });
});
