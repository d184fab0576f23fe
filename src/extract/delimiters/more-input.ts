/**
 * The answer of a look-ahead in the bare scan (bare.ts and the helpers it calls) and in
 * wrapped-quote.ts when it needs bytes past the input at hand: the scan then asks for more
 * (candidate.ts MORE), unless the input is over.
 */

/** the answer needs bytes past the input at hand (and more may come) */
export const MORE_INPUT = -2;
