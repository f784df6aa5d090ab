// @ts-check
// Deterministic pseudo-random numbers (mulberry32): the same seed gives the same sequence, so generated
// catalogues and fuzz runs are repeatable.

/**
 * A function returning numbers in [0, 1), the same sequence for the same seed.
 * @param {number} seed
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
