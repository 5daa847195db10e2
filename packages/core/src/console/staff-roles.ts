/**
 * Dealer console roles and what each may do. A platform operator is a flag on the staff user
 * (every site); the others are held per site as grants (see docs/decisions/0023).
 */
export const GRANT_ROLES = ["dealer-admin", "sales", "marketing"] as const;
export type GrantRole = (typeof GRANT_ROLES)[number];
export type StaffRole = "platform-operator" | GrantRole;

/** What a console page or write needs. */
const CONSOLE_ACTIONS = [
  "read-leads",
  "change-leads",
  "manage-users",
  "read-audit",
  "manage-settings",
  "manage-stock",
  /**
   * The insight dashboard. Its event figures (visits, views, calls, speed) are site-wide and
   * cannot be narrowed to a dealership, so sales, whose grants may be, do not have it.
   */
  "read-insight",
  /**
   * A site's split test of its home page: setting it up, starting and stopping it (its own part
   * of the settings, `experiments`), and reading its results.
   */
  "manage-split-tests",
  /** Deposits and online purchases: reading them, cancelling with a refund, handing over. */
  "manage-reservations",
  /**
   * Reading the reservations (of one's dealership, for a narrowed grant) and holding a car for a
   * phone or walk-in buyer, or releasing such a hold.
   */
  "hold-cars",
  /** The content studio: offers, blog posts, pages, the home page and the media library. */
  "manage-content",
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

/** A new role is one row here; a missing one is a type error. */
const ROLE_ACTIONS = {
  "platform-operator": CONSOLE_ACTIONS,
  "dealer-admin": CONSOLE_ACTIONS,
  sales: ["read-leads", "change-leads", "hold-cars"],
  /**
   * Content and offers of the whole site, Insight's figures (counts by source and campaign, no
   * shopper's details) and split tests; no leads, users, settings or stock.
   */
  marketing: ["manage-content", "read-insight", "manage-split-tests"],
} as const satisfies Record<StaffRole, readonly ConsoleAction[]>;

export const ROLE_LABELS = {
  "platform-operator": "Platform operator",
  "dealer-admin": "Dealer admin",
  sales: "Sales",
  marketing: "Marketing",
} as const satisfies Record<StaffRole, string>;

export function roleMay(role: StaffRole, action: ConsoleAction): boolean {
  return (ROLE_ACTIONS[role] as readonly ConsoleAction[]).includes(action);
}

export function isGrantRole(value: string): value is GrantRole {
  return (GRANT_ROLES as readonly string[]).includes(value);
}
