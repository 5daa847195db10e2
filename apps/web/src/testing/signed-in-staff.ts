import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";

/** The staff member a console test signs in: set `staff` before calling a page or action. */
export const signedIn: { staff: StaffMember | null } = { staff: null };

/**
 * The console session module as a test has it, reading {@link signedIn}; a test file mocks
 * the real one with it (`vi.mock("@/server/console/console-session", () => import(...))`).
 */
export const currentStaff = async () => signedIn.staff;
export const requireStaff = async () => {
  if (!signedIn.staff) throw new Error("sent to sign in");
  return signedIn.staff;
};
