import { describe, expect, it } from "vitest";
import {
  decideAccess,
  mayAnywhere,
  scopeOf,
  wholeSitesOf,
  type StaffAccess,
  type StaffGrant,
} from "./staff-access.ts";

const grant = (websiteId: number, role: StaffGrant["role"], narrow: Partial<StaffGrant> = {}) =>
  ({ websiteId, role, dealershipId: null, locationId: null, ...narrow }) satisfies StaffGrant;

const operator: StaffAccess = { isPlatformOperator: true, grants: [] };
const admin: StaffAccess = {
  isPlatformOperator: false,
  grants: [grant(1, "dealer-admin"), grant(2, "dealer-admin")],
};
const sales: StaffAccess = {
  isPlatformOperator: false,
  grants: [grant(1, "sales", { dealershipId: 10 })],
};
const locationSales: StaffAccess = {
  isPlatformOperator: false,
  grants: [grant(1, "sales", { locationId: 100 })],
};

describe("decideAccess", () => {
  it("lets a platform operator do anything on any site", () => {
    expect(decideAccess(operator, "manage-users", { websiteId: 99 })).toEqual({ allowed: true });
  });

  it("refuses a site the user has no grant on as another dealer's", () => {
    expect(decideAccess(admin, "read-leads", { websiteId: 3 })).toEqual({
      allowed: false,
      reason: "other-dealer",
    });
    expect(decideAccess(sales, "read-leads", { websiteId: 2, dealershipId: 10 })).toEqual({
      allowed: false,
      reason: "other-dealer",
    });
  });

  it("lets a dealer admin manage users and read the audit log on each of its sites", () => {
    expect(decideAccess(admin, "manage-users", { websiteId: 2 })).toEqual({ allowed: true });
    expect(decideAccess(admin, "read-audit", { websiteId: 1 })).toEqual({ allowed: true });
  });

  it("refuses sales what its role does not include", () => {
    expect(decideAccess(sales, "manage-users", { websiteId: 1, dealershipId: 10 })).toEqual({
      allowed: false,
      reason: "not-permitted",
    });
    expect(decideAccess(sales, "manage-settings", { websiteId: 1, dealershipId: 10 })).toEqual({
      allowed: false,
      reason: "not-permitted",
    });
  });

  it("lets sales at its dealership and refuses another dealership or a lead of none", () => {
    expect(decideAccess(sales, "change-leads", { websiteId: 1, dealershipId: 10 })).toEqual({
      allowed: true,
    });
    expect(decideAccess(sales, "read-leads", { websiteId: 1, dealershipId: 11 })).toEqual({
      allowed: false,
      reason: "other-dealership",
    });
    expect(decideAccess(sales, "read-leads", { websiteId: 1 })).toEqual({
      allowed: false,
      reason: "other-dealership",
    });
  });

  it("lets sales at its location and refuses another location", () => {
    expect(decideAccess(locationSales, "read-leads", { websiteId: 1, locationId: 100 })).toEqual({
      allowed: true,
    });
    expect(decideAccess(locationSales, "read-leads", { websiteId: 1, locationId: 101 })).toEqual({
      allowed: false,
      reason: "other-location",
    });
  });
});

describe("scopeOf and wholeSitesOf", () => {
  it("is every site for a platform operator", () => {
    expect(scopeOf(operator, "read-audit")).toEqual({ kind: "all" });
    expect(wholeSitesOf(operator, "manage-users")).toBe("all");
  });

  it("keeps only the grants whose role may do the action", () => {
    const mixed: StaffAccess = {
      isPlatformOperator: false,
      grants: [grant(1, "dealer-admin"), grant(2, "sales")],
    };
    expect(scopeOf(mixed, "manage-users")).toEqual({
      kind: "grants",
      grants: [grant(1, "dealer-admin")],
    });
    expect(scopeOf(mixed, "read-leads")).toEqual({ kind: "grants", grants: mixed.grants });
  });

  it("leaves out narrowed grants from the whole sites", () => {
    expect(wholeSitesOf(admin, "manage-users")).toEqual([1, 2]);
    expect(wholeSitesOf(sales, "read-leads")).toEqual([]);
  });
});

describe("mayAnywhere", () => {
  it("is true for an operator and an admin of some site, false for sales", () => {
    expect(mayAnywhere(operator, "manage-users")).toBe(true);
    expect(mayAnywhere(admin, "read-audit")).toBe(true);
    expect(mayAnywhere(sales, "manage-users")).toBe(false);
  });
});
