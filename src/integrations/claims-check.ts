/**
 * The claims check in the build: every build (not only the live one) stops when business copy states a claim as
 * prose instead of referencing the register of claims (src/content/claims.json), naming each file and line.
 * What is scanned, and why articles and facts are not: s../lib/launch/scan-claims.ts.
 */
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { scanProjectForClaims } from "../lib/launch/scan-claims";
import { formatClaimLiterals, type ClaimLiteral } from "../lib/claims/literals";

export interface ClaimsCheckOptions {
  /** What the check finds in the project at `root`; the real scan by default (tests pass their own). */
  scan?: (root: string) => ClaimLiteral[];
}

/** The Astro integration; its `astro:config:setup` hook throws, with the list, when any literal is found. */
export function claimsCheck({ scan = scanProjectForClaims }: ClaimsCheckOptions = {}): AstroIntegration {
  return {
    name: "claims-check",
    hooks: {
      "astro:config:setup": ({ command, config }) => {
        if (command !== "build") return;
        const literals = scan(fileURLToPath(config.root));
        if (literals.length > 0) throw new Error(formatClaimLiterals(literals));
      },
    },
  };
}
