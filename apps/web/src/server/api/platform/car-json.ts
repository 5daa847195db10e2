import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { secretMarker } from "@forecourt/core/security/secret-marker";
import { carSpecFields, type AbsoluteUrl } from "@forecourt/core/stock/car-spec-fields";

/**
 * The spec §3 Car, as the platform API returns it (snake_case field names of the spec): the
 * fields every integration reads, the payment processors with their keys write-only, and the
 * locks. The storefront uses the domain type; this shape exists for integrations only.
 */
export function carJson(detail: CarDetail, absolute: AbsoluteUrl) {
  return {
    ...carSpecFields(detail, absolute),
    /** The registration plate, as the dealer's system sends it (not part of the spec's Car). */
    rego: detail.car.rego,
    payment_processors: detail.car.paymentProcessors.map((p) => ({
      authorization_type: p.authorizationType,
      // The dealer's payment secret key: write-only, shown as set (and its last four) or null.
      authorization_key: secretMarker(p.authorizationKey),
      deposit_amount: p.depositAmount,
    })),
    /** Set by the dealer: the home page's featured row shows the car first. */
    featured: detail.car.isFeatured,
    /**
     * Saved in the console and not published: on no storefront page, search, sitemap or feed.
     * Read-only here: API and feed writes leave it as it is (docs/decisions/0036-car-drafts.md).
     */
    is_draft: detail.car.isDraft,
    /** Fields a feed import leaves as they are; set with PATCH. */
    locked_fields: detail.car.lockedFields,
  };
}
