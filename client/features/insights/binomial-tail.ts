/** ln C(n, k), summed as k factors so that thousands of tries do not overflow. */
function logChoose(n: number, k: number): number {
  const smaller = Math.min(k, n - k);
  let sum = 0;
  for (let factor = 1; factor <= smaller; factor += 1) sum += Math.log((n - smaller + factor) / factor);
  return sum;
}

/**
 * P(X ≥ k) for X ~ Binomial(n, p): the chance of at least `k` successes in `n` independent tries that each succeed with
 * chance `p`. Summed upward from k with each term taken from the last in log space, so a journal's tens of thousands
 * of draws neither underflow nor lose the tail.
 */
export function binomialUpperTail(n: number, p: number, k: number): number {
  if (k <= 0 || p >= 1) return 1;
  if (k > n || p <= 0) return 0;
  const logOdds = Math.log(p) - Math.log1p(-p);
  let logTerm = logChoose(n, k) + k * Math.log(p) + (n - k) * Math.log1p(-p);
  let sum = 0;
  for (let successes = k; successes <= n; successes += 1) {
    const term = Math.exp(logTerm);
    sum += term;
    // Past the mean the terms only shrink: stop once they no longer change the sum.
    if (successes > n * p && term <= sum * Number.EPSILON) break;
    logTerm += Math.log((n - successes) / (successes + 1)) + logOdds;
  }
  return Math.min(1, sum);
}
