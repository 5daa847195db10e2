/**
 * Whether two split-test variants' conversion rates differ by more than chance: a two-sided
 * two-proportion z-test at 95% confidence, with the plain words the dashboard shows.
 */

/** One variant's visits (sessions) and conversions (leads). */
type VariantCounts = { name: string; visits: number; conversions: number };

type SignificanceVerdict =
  | { verdict: "too-few"; statement: string }
  | { verdict: "no-difference"; z: number; statement: string }
  | { verdict: "significant"; z: number; better: string; statement: string };

/** |z| above this is a difference at 95% confidence (two-sided). */
const Z_95 = 1.96;
/** Fewer visits than this in a variant, or fewer conversions in both together: no verdict. */
const MIN_VISITS = 30;
const MIN_CONVERSIONS = 5;

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The z statistic of the difference of two proportions (pooled standard error); 0 if none. */
export function twoProportionZ(a: VariantCounts, b: VariantCounts): number {
  const pa = a.conversions / a.visits;
  const pb = b.conversions / b.visits;
  const pooled = (a.conversions + b.conversions) / (a.visits + b.visits);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visits + 1 / b.visits));
  return se === 0 ? 0 : (pa - pb) / se;
}

export function compareVariants(a: VariantCounts, b: VariantCounts): SignificanceVerdict {
  if (
    a.visits < MIN_VISITS ||
    b.visits < MIN_VISITS ||
    a.conversions + b.conversions < MIN_CONVERSIONS
  ) {
    return {
      verdict: "too-few",
      statement: `Too few visits or leads yet to tell ${a.name} and ${b.name} apart.`,
    };
  }
  const z = twoProportionZ(a, b);
  const rates = `${a.name} ${percent(a.conversions / a.visits)}, ${b.name} ${percent(b.conversions / b.visits)}`;
  if (Math.abs(z) <= Z_95) {
    return {
      verdict: "no-difference",
      z,
      statement: `No significant difference (${rates}): it may be chance.`,
    };
  }
  const better = z > 0 ? a.name : b.name;
  return {
    verdict: "significant",
    z,
    better,
    statement: `${better} converts better (${rates}), a difference unlikely to be chance (95% confidence).`,
  };
}
