/** Shown with every territory answer: the data says where a franchise lists territories, not which are free. */
export const TERRITORY_CAVEAT =
  "A listed territory is one the franchisor has named: it may already be taken, and its boundary may not match the place named here. Territory availability is confirmed by the franchisor.";
