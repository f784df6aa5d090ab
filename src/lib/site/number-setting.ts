/**
 * A number read from an environment variable, or `fallback` when it is unset or blank. Anything else that is not
 * a number of the kind asked for stops the caller with a message naming the variable and what it holds, so a bad
 * setting stops the server at start instead of failing requests later.
 */
export function numberSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  rule: { min: 0 | 1; whole?: boolean },
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  const fits = Number.isFinite(value) && value >= rule.min && (!rule.whole || Number.isInteger(value));
  if (!fits) throw new Error(`${name} must be ${describe(rule)}, not "${raw.slice(0, 40)}"`);
  return value;
}

function describe({ min, whole }: { min: 0 | 1; whole?: boolean }): string {
  if (whole) return `a whole number of ${min} or more`;
  return min === 0 ? "a non-negative number" : `a number of ${min} or more`;
}
