/**
 * Small numbers written as words ("the first three franchisees", "three to six months"), read as numbers by the
 * content checks and their tests alike.
 */

/** Zero to twenty, in order: a word's index is its value. */
export const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
] as const;

/** The value of digits or of a number word up to twenty (any case); -1 for anything else. */
export function numberFromWord(word: string): number {
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS as readonly string[]).indexOf(word.toLowerCase());
}
