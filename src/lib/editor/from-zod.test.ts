import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compareFields, type EditorField } from "./parity";
import { editableFromZod, fieldsFromZod, labelFromKey } from "./from-zod";
import * as copy from "@/lib/schemas/copy-schemas";
import { choiceOrNotStated, listOrNotStated } from "@/lib/schemas/not-stated";

const asEditor = (schema: z.ZodTypeAny) => fieldsFromZod(schema) as unknown as Record<string, EditorField>;

describe("fieldsFromZod", () => {
  it("labels a field from its key", () => {
    expect(labelFromKey("heroTitle")).toBe("Hero title");
    expect(labelFromKey("ctaUrl")).toBe("Cta url");
  });

  it("gives fields that accept and refuse what the schema does", () => {
    const schema = z
      .object({
        title: z.string().min(5).max(70).describe("The heading."),
        lead: z.string().min(3).optional(),
        count: z.number().int().min(1).max(9),
        share: z.number().min(0).max(1).optional(),
        kind: z.enum(["a", "b"]),
        tone: choiceOrNotStated(z.enum(["warm", "cool"])),
        tags: listOrNotStated(z.array(z.string().min(2)).min(1)),
        shown: z.boolean(),
        from: z.coerce.date().optional(),
        points: z.array(z.string().min(3)).length(3),
        items: z
          .array(z.object({ name: z.string().min(2), note: z.string().optional() }).strict())
          .min(1)
          .max(4),
        group: z.object({ a: z.string().min(2), b: z.number().int().optional() }).strict(),
        consent: z
          .object({ genuine: z.literal(true), consentedOn: z.coerce.date() })
          .strict()
          .optional(),
      })
      .strict();
    expect(compareFields(schema, asEditor(schema)).map((m) => `${m.field}: ${m.problem}`)).toEqual([]);
    expect((fieldsFromZod(schema).title as { label?: string }).label).toBe("Title");
  });

  it("gives an optional list or choice Keystatic's own field, whose empty value the schema reads as not stated", () => {
    const schema = z.object({
      tone: choiceOrNotStated(z.enum(["warm", "cool"])),
      tags: listOrNotStated(z.array(z.string().min(2)).min(1)),
    });
    const fields = asEditor(schema);
    const written = { tone: fields.tone!.serialize!(fields.tone!.parse!(undefined)).value, tags: [] };
    expect(written.tone).toBe("");
    expect(schema.parse(written)).toEqual({ tone: undefined, tags: undefined });
    // Without not-stated.ts the empty value would be refused by the build: the form is not made, naming the field.
    expect(() => fieldsFromZod(z.object({ tone: z.enum(["warm", "cool"]).optional() }))).toThrow(
      /tone: the editor writes "" for nothing chosen; read it as not stated with src\/lib\/schemas\/not-stated\.ts/,
    );
    expect(() => fieldsFromZod(z.object({ tags: z.array(z.string()).min(1).optional() }))).toThrow(/tags: .*\[\]/);
  });

  it("names a field whose shape the editor cannot store", () => {
    const schema = z.object({ pick: z.union([z.string(), z.object({ source: z.string() })]) });
    expect(() => fieldsFromZod(schema)).toThrow(/pick: the editor cannot store ZodUnion/);
    expect(editableFromZod(schema)).toBe(false);
  });

  it("generates every page's copy, a statistic as a choice of a claim or a figure, sections as blocks", () => {
    for (const schema of [
      copy.locationPageSchema,
      copy.franchisePagesSchema,
      copy.blogPagesSchema,
      copy.homePageSchema,
      copy.servicesPageSchema,
      copy.servicePageSchema,
    ])
      expect(editableFromZod(schema)).toBe(true);
    const stats = (fieldsFromZod(copy.homePageSchema).about as { fields: Record<string, { element: unknown }> }).fields
      .stats!.element as { kind: string; values: Record<string, { kind: string }> };
    expect(stats.kind).toBe("conditional");
    expect(Object.keys(stats.values)).toEqual(["claim", "figure"]);
    const sections = fieldsFromZod(copy.servicePageSchema).sections as unknown as {
      kind: string;
      element: { kind: string; values: Record<string, unknown> };
    };
    expect(sections.element.kind).toBe("conditional");
    expect(Object.keys(sections.element.values)).toEqual([
      "features",
      "process",
      "benefits",
      "stats",
      "checklists",
      "numbered",
      "packages",
    ]);
  });

  it("offers a choice of kinds only in the shape Keystatic writes one", () => {
    const schema = z.object({
      pick: z.discriminatedUnion("type", [z.object({ type: z.literal("a") }), z.object({ type: z.literal("b") })]),
    });
    expect(() => fieldsFromZod(schema)).toThrow(/pick: the editor cannot store ZodDiscriminatedUnion/);
    const written = z.object({
      pick: z.discriminatedUnion("discriminant", [
        z.object({ discriminant: z.literal("none") }).strict(),
        z.object({ discriminant: z.literal("text"), value: z.string().min(2) }).strict(),
      ]),
    });
    expect(compareFields(written, asEditor(written)).map((m) => `${m.field}: ${m.problem}`)).toEqual([]);
  });
});
