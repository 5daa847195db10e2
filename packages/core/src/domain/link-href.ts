import { z } from "zod";

const LINK_HREF_MESSAGE = "Links start with /, #, tel:, mailto: or http(s)://.";

/**
 * A link a site's settings place (a menu entry, a home banner): an internal path, an anchor, or a
 * tel:, mailto: or http(s) URL; never javascript: or data:.
 */
export const linkHrefSchema = z
  .string()
  .min(1)
  .regex(/^(\/|#|tel:|mailto:|https?:\/\/)/, LINK_HREF_MESSAGE);
