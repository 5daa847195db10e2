/** §3 tracked campaign parameters. */
export const TRACKED_CAMPAIGN_PARAMS = [
  "gclid",
  "fbclid",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;
/** One of them: every collector event carries those the visit had. */
export type CampaignParam = (typeof TRACKED_CAMPAIGN_PARAMS)[number];
