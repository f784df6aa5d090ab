/** html-validate: the recommended rules, minus a few that fight Astro's output or our typography. */
/** @type {import("html-validate").ConfigData} */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // Astro and Tailwind emit these patterns; they are valid HTML.
    "no-inline-style": "off",
    "no-trailing-whitespace": "off",
    "attribute-boolean-style": "off",
    "void-style": "off",
    "long-title": "off",
    "no-redundant-role": "off",
    // role="region" on a div is the ARIA accordion and scrollable-table pattern.
    "prefer-native-element": ["error", { exclude: ["button", "region"] }],
    // React renders some attributes in camelCase (srcSet, dateTime); HTML attribute names are case-insensitive.
    // Checkbox and radio groups share one name by design.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // HTML5 allows ids that start with a digit (headings such as "25 questions to ask").
    "valid-id": ["error", { relaxed: true }],
    // The number itself carries non-breaking spaces (src/config/site.ts); this rule also flags label words
    // such as "Call" inside a tel: link.
    "tel-non-breaking": "off",
  },
};
