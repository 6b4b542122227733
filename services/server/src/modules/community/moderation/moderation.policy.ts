/**
 * How much a report weighs and when reports hide a comment (docs/community.md).
 * A report weighs by its reporter's standing, so that a burst of new accounts cannot bury a
 * comment while a few established readers can.
 */
export const MODERATION = {
  /** A comment is hidden once the weight of its reports reaches this… */
  hideWeight: 5,
  /** …and at least this much of it comes from established reporters. */
  establishedWeight: 3,
  /** An account this old (and not mostly wrong in its past reports) is an established reporter. */
  establishedAgeMs: 7 * 86_400_000,
  /** Weight by account age: younger than a day, a week, 30 days, older. */
  ageWeights: [
    { below: 86_400_000, weight: 0.1 },
    { below: 7 * 86_400_000, weight: 0.25 },
    { below: 30 * 86_400_000, weight: 0.6 },
    { below: Infinity, weight: 1 },
  ],
  /** Added when the reporter has bought an episode (a verified purchase). */
  purchaseBonus: 0.5,
  /** Per past report upheld (its comment hidden), and taken per past report dismissed (restored by staff); each counted up to `pastCap`. */
  perUpheld: 0.25,
  perDismissed: 0.25,
  pastCap: 4,
  minWeight: 0.05,
  maxWeight: 3,
} as const;

export interface ReporterStanding {
  accountAgeMs: number;
  /** The reporter has unlocked at least one episode with coins. */
  verifiedPurchase: boolean;
  upheld: number;
  dismissed: number;
}

export interface ReportWeight {
  weight: number;
  established: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function reportWeight(s: ReporterStanding): ReportWeight {
  const M = MODERATION;
  const age = M.ageWeights.find((a) => s.accountAgeMs < a.below)!.weight;
  const raw =
    age +
    (s.verifiedPurchase ? M.purchaseBonus : 0) +
    M.perUpheld * Math.min(s.upheld, M.pastCap) -
    M.perDismissed * Math.min(s.dismissed, M.pastCap);
  return {
    weight: round2(Math.min(M.maxWeight, Math.max(M.minWeight, raw))),
    established: s.accountAgeMs >= M.establishedAgeMs && s.dismissed <= s.upheld,
  };
}

/** Whether reports of this total weight, of which `established` from established reporters, hide a comment. */
export function reportsHide(total: number, established: number): boolean {
  return total >= MODERATION.hideWeight && established >= MODERATION.establishedWeight;
}
