import { LIMITS } from '@peptide/domain';

/**
 * The policy facts, which the legal pages and the FAQ both state: one value
 * each, so no page can contradict another.
 */
export const POLICY = {
  /** Percent of an accepted return kept as a restocking fee; shipping charges are also deducted. */
  restockingFeePercent: 15,
  /** Days after delivery within which damage must be reported, with pictures. */
  damageReportDays: 7,
  /** Days without a tracking update after which the shopper should contact support. */
  trackingStaleDays: 7,
  /** Hours to wait before a parcel marked delivered but not received counts as lost. */
  deliveredMissingHours: 48,
  /** The minimum age of a buyer. */
  minimumAge: LIMITS.minimumAge,
} as const;

/** The research-use statement every legal page carries. */
export const RESEARCH_USE_ONLY =
  'All products are sold for laboratory and research use only. They are not for human or animal consumption.';
