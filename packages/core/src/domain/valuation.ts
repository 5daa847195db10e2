/** What a vehicle is worth as a trade-in: a range in a currency. */
export type Valuation = { low: number; high: number; currency: string };
