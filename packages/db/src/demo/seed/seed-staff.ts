import { and, eq } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { createStaffUser } from "../../repositories/staff/create-staff-user.ts";
import { dealerships, websites } from "../../schema.ts";
import type { DemoStaffUser } from "../demo-staff.ts";

/**
 * The demo console users, after the sites: a user whose site is not among those seeded is left
 * out. Returns how many were made.
 */
export async function seedStaff(db: Executor, staff: readonly DemoStaffUser[]): Promise<number> {
  let made = 0;
  for (const user of staff) {
    const base = { id: user.id, email: user.email, name: user.name };
    if (user.role === "platform-operator") {
      await createStaffUser(db, { ...base, isPlatformOperator: true });
      made += 1;
      continue;
    }
    if (!user.site) throw new Error(`demo staff user ${user.email} has a role but no site`);
    const [site] = await db.select().from(websites).where(eq(websites.slug, user.site));
    if (!site) continue;
    const [dealership] = user.dealership
      ? await db
          .select({ id: dealerships.id })
          .from(dealerships)
          .where(and(eq(dealerships.websiteId, site.id), eq(dealerships.slug, user.dealership)))
      : [];
    if (user.dealership && !dealership) {
      throw new Error(`demo dealership ${user.dealership} is not on ${user.site}`);
    }
    await createStaffUser(db, {
      ...base,
      grants: [
        {
          websiteId: site.id,
          role: user.role,
          dealershipId: dealership?.id ?? null,
          locationId: null,
        },
      ],
    });
    made += 1;
  }
  return made;
}
