/**
 * A remark plugin that checks every MDX kit component while the file compiles, so a typo fails the build (and
 * shows in `astro dev`) naming the file, the line, the component and the bad value: an unknown FranchiseCard
 * slug or FranchiseList category, 2-4 KeyFigures, Figure alt text, cost rows, video links and unknown props.
 * Props written as expressions are checked when they are plain literals; the components check the rest.
 */
import { relative } from "node:path";
import {
  MdxKitError,
  checkAlt,
  checkCalloutType,
  checkFactIds,
  checkFactShow,
  factText,
  checkCostRows,
  checkKeyFigures,
  listGiven,
  checkListLimit,
  checkVideoHref,
  imageFileName,
  isKitComponent,
  unknownCategoryMessage,
  unknownFactIdsMessage,
  unknownFranchiseMessage,
  unknownProps,
  type KitComponent,
} from "./mdx-kit";
import type { UkFact } from "../facts/uk-facts";

export interface MdxKitOptions {
  /** Slugs of the franchises in src/content/franchises. */
  franchiseSlugs: ReadonlySet<string>;
  /** Keys of src/content/franchise-categories.yaml. */
  franchiseCategories: ReadonlySet<string>;
  /** File names in src/content/blog/images/, which Figure and VideoLink may name as `src`/`poster`. */
  imageNames: ReadonlySet<string>;
  /** The UK facts in src/content/uk-facts.yaml, which Fact and KeyFigures may name. */
  facts: readonly UkFact[];
}

/** The parts of an estree expression the static evaluator reads. */
interface EstreeNode {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: EstreeNode;
  elements?: (EstreeNode | null)[];
  properties?: EstreeNode[];
  key?: EstreeNode & { name?: string };
  computed?: boolean;
  quasis?: { value: { cooked?: string } }[];
  expressions?: EstreeNode[];
  body?: { type: string; expression?: EstreeNode }[];
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: EstreeNode } };
}

/** The parts of an mdast node the plugin reads. */
export interface MdastNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: MdastNode[];
  position?: { start: { line: number; column: number } };
}

const NOT_STATIC = Symbol("not static");

/** The value of a literal expression (strings, numbers, arrays, plain objects), or NOT_STATIC. */
function staticValue(node: EstreeNode | null | undefined): unknown {
  if (!node) return NOT_STATIC;
  switch (node.type) {
    case "Literal":
      return node.value;
    case "TemplateLiteral":
      return node.expressions?.length ? NOT_STATIC : (node.quasis?.[0]?.value.cooked ?? "");
    case "UnaryExpression": {
      const argument = staticValue(node.argument);
      return node.operator === "-" && typeof argument === "number" ? -argument : NOT_STATIC;
    }
    case "ArrayExpression": {
      const items = (node.elements ?? []).map(staticValue);
      return items.includes(NOT_STATIC) ? NOT_STATIC : items;
    }
    case "ObjectExpression": {
      const entries = (node.properties ?? []).map((property) => {
        if (property.type !== "Property" || property.computed) return NOT_STATIC;
        const key = property.key?.type === "Identifier" ? property.key.name : staticValue(property.key);
        const value = staticValue(property.value as EstreeNode);
        return typeof key === "string" && value !== NOT_STATIC ? [key, value] : NOT_STATIC;
      });
      return entries.includes(NOT_STATIC) ? NOT_STATIC : Object.fromEntries(entries as [string, unknown][]);
    }
    default:
      return NOT_STATIC;
  }
}

/** An attribute's value: a string, `true` for a bare attribute, a literal expression's value, or NOT_STATIC. */
function attributeValue(attribute: JsxAttribute): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value;
  const statement = value.data?.estree?.body?.[0];
  return statement?.type === "ExpressionStatement" ? staticValue(statement.expression) : NOT_STATIC;
}

/** Checks one kit component's props; throws MdxKitError with what is wrong. */
function checkComponent(component: KitComponent, node: MdastNode, options: MdxKitOptions) {
  const attributes = (node.attributes ?? []).filter((attribute) => attribute.type === "mdxJsxAttribute");
  const unknown = unknownProps(
    component,
    attributes.map((attribute) => attribute.name ?? ""),
  );
  if (unknown.length) throw new MdxKitError(`<${component}>: unknown prop ${unknown.join(", ")}`);
  const props = new Map(attributes.map((attribute) => [attribute.name ?? "", attributeValue(attribute)]));
  const known = (name: string) => props.has(name) && props.get(name) !== NOT_STATIC;
  const get = (name: string) => props.get(name);
  const checkImage = (prop: string) => {
    const src = get(prop);
    if (typeof src === "string" && !options.imageNames.has(imageFileName(src))) {
      throw new MdxKitError(`<${component} ${prop}="${src}">: no such image in src/content/blog/images/`);
    }
    if (!props.has(prop)) throw new MdxKitError(`<${component}>: ${prop} is required`);
  };

  switch (component) {
    case "Callout":
      if (!props.has("type") || known("type")) checkCalloutType(get("type"));
      break;
    case "KeyFigures": {
      const given = (name: string) => props.has(name) && listGiven(get(name));
      if (given("figures") === given("facts")) {
        throw new MdxKitError("<KeyFigures>: give either figures or facts (ids from src/content/uk-facts.yaml)");
      }
      if (given("facts") && (props.has("source") || props.has("sourceUrl"))) {
        throw new MdxKitError("<KeyFigures facts>: facts bring their own sources; leave out source and sourceUrl");
      }
      if (given("figures") && known("figures")) checkKeyFigures(get("figures"));
      if (given("facts") && known("facts"))
        checkFactIds(get("facts"), (id) => options.facts.some((fact) => fact.id === id));
      break;
    }
    case "Fact":
      if (!props.has("id")) throw new MdxKitError('<Fact>: id is required, e.g. <Fact id="national-living-wage" />');
      if (!props.has("show") || known("show")) checkFactShow(get("show"));
      if (known("id")) {
        const fact = options.facts.find((candidate) => candidate.id === get("id"));
        if (!fact) throw new MdxKitError(unknownFactIdsMessage("Fact", [String(get("id"))]));
        // What the page will print, so a show the fact cannot give (a year it has not) fails here too.
        if (!props.has("show") || known("show")) factText(fact, checkFactShow(get("show")));
      }
      break;
    case "FranchiseCard":
      if (!props.has("slug")) throw new MdxKitError("<FranchiseCard>: slug is required");
      if (known("slug") && !options.franchiseSlugs.has(String(get("slug")))) {
        throw new MdxKitError(unknownFranchiseMessage(get("slug")));
      }
      break;
    case "FranchiseList":
      if (!props.has("category")) throw new MdxKitError("<FranchiseList>: category is required");
      if (known("category") && !options.franchiseCategories.has(String(get("category")))) {
        throw new MdxKitError(unknownCategoryMessage(get("category")));
      }
      if (known("limit")) checkListLimit(get("limit"));
      break;
    case "CatalogueRange":
      if (!props.has("category")) throw new MdxKitError("<CatalogueRange>: category is required");
      if (known("category") && !options.franchiseCategories.has(String(get("category")))) {
        throw new MdxKitError(unknownCategoryMessage(get("category"), "CatalogueRange"));
      }
      break;
    case "Figure":
      checkImage("src");
      if (!props.has("alt") || known("alt")) checkAlt("Figure", get("alt"));
      break;
    case "CostTable":
      if (!props.has("caption")) throw new MdxKitError("<CostTable>: caption is required");
      if (!props.has("rows")) throw new MdxKitError("<CostTable>: rows is required");
      if (known("rows")) checkCostRows(get("rows"));
      break;
    case "VideoLink":
      if (!props.has("title")) throw new MdxKitError("<VideoLink>: title is required");
      if (!props.has("href") || known("href")) checkVideoHref(get("href"));
      checkImage("poster");
      break;
    case "Checklist":
      if (!(node.children ?? []).some((child) => child.type === "list")) {
        throw new MdxKitError("<Checklist>: put a Markdown list (lines starting with - ) inside it");
      }
      break;
    case "ConsultationCta":
      break;
  }
}

function visit(node: MdastNode, onElement: (node: MdastNode) => void) {
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") onElement(node);
  for (const child of node.children ?? []) visit(child, onElement);
}

/** Remark plugin: fails the compile at the first kit component with a bad prop, naming file, line and value. */
export function remarkMdxKit(options: MdxKitOptions) {
  return (tree: MdastNode, file?: { path?: string; history?: string[]; cwd?: string }) => {
    const path = file?.path ?? file?.history?.[0] ?? "an MDX file";
    const shownPath = path.startsWith("/") ? relative(file?.cwd ?? process.cwd(), path) : path;
    visit(tree, (node) => {
      if (!node.name || !isKitComponent(node.name)) return;
      try {
        checkComponent(node.name, node, options);
      } catch (error) {
        if (!(error instanceof MdxKitError)) throw error;
        const line = node.position ? `:${node.position.start.line}` : "";
        throw new MdxKitError(`${shownPath}${line}: ${error.message}`);
      }
    });
  };
}
