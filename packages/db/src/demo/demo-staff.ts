import type { StaffRole } from "@forecourt/core/console/staff-roles";

/** A demo console user: a platform operator, or a role on one demo site (and dealership). */
export type DemoStaffUser = {
  /** Fixed, so the demo data is the same on every machine. */
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  site?: string;
  dealership?: string;
};

/**
 * One console user per role (README quick start): Metro Pre-Owned is the demo dealer group
 * (three dealerships), so its admin sees the whole site and its sales user one dealership.
 */
export const DEMO_STAFF: DemoStaffUser[] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    email: "operator@forecourt.test",
    name: "Olivia Operator",
    role: "platform-operator",
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    email: "admin@metro-pre-owned.test",
    name: "Adam Admin",
    role: "dealer-admin",
    site: "metro-pre-owned",
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    email: "sales@metro-pre-owned.test",
    name: "Sam Sales",
    role: "sales",
    site: "metro-pre-owned",
    dealership: "metro-dandenong",
  },
  {
    id: "00000000-0000-4000-8000-000000000004",
    email: "marketing@metro-pre-owned.test",
    name: "Mia Marketing",
    role: "marketing",
    site: "metro-pre-owned",
  },
];
