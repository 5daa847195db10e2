import { and, eq, gt, inArray, notInArray } from "drizzle-orm";
import type { Favourite } from "@forecourt/core/garage/favourites";
import { primaryImageUrl } from "@forecourt/core/stock/primary-image";
import { shownVehicle } from "@forecourt/core/search/make-aliases";
import type { Database, Executor } from "../../client.ts";
import { cars, garageSessions, garageUsers, watchlistItems } from "../../schema.ts";
import { publishedClause } from "../stock/stock-scope.ts";

/** A signed-in shopper of one site. */
export type GarageUser = {
  id: string;
  email: string;
  name: string | null;
  lastName: string | null;
  isAlertsOptIn: boolean;
};

const userColumns = {
  id: garageUsers.id,
  email: garageUsers.email,
  name: garageUsers.name,
  lastName: garageUsers.lastName,
  isAlertsOptIn: garageUsers.isAlertsOptIn,
};

type StartSessionOptions = {
  websiteId: number;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  /** The browser's favourites: those that are this site's cars join the watchlist. */
  favourites: readonly number[];
};

/**
 * Signs a shopper in after a good code (inside that check's transaction): the site's user for
 * the address (made on first sign-in), the browser's favourites merged into the watchlist
 * (this site's cars only, each once), and a session stored by its token's hash.
 */
export async function startSession(
  db: Database,
  options: StartSessionOptions,
): Promise<GarageUser> {
  const { websiteId, email, tokenHash, expiresAt, favourites } = options;
  await db.insert(garageUsers).values({ websiteId, email }).onConflictDoNothing();
  const [user] = await db
    .select(userColumns)
    .from(garageUsers)
    .where(and(eq(garageUsers.websiteId, websiteId), eq(garageUsers.email, email)));
  if (!user) throw new Error("garage user not stored");
  await addToWatchlist(db, websiteId, user.id, favourites);
  await db.insert(garageSessions).values({ tokenHash, websiteId, userId: user.id, expiresAt });
  return user;
}

async function addToWatchlist(
  db: Executor,
  websiteId: number,
  userId: string,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const own = await db
    .select({ id: cars.id })
    .from(cars)
    .where(
      and(eq(cars.websiteId, websiteId), publishedClause, inArray(cars.id, [...new Set(ids)])),
    );
  if (own.length === 0) return;
  await db
    .insert(watchlistItems)
    .values(own.map((car) => ({ websiteId, userId, carId: car.id })))
    .onConflictDoNothing();
}

/** The user a session token belongs to on this site; another site's session is nobody here. */
export async function getSessionUser(
  db: Database,
  { websiteId, tokenHash, now }: { websiteId: number; tokenHash: string; now: Date },
): Promise<GarageUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(garageSessions)
    .innerJoin(
      garageUsers,
      and(eq(garageUsers.id, garageSessions.userId), eq(garageUsers.websiteId, websiteId)),
    )
    .where(
      and(
        eq(garageSessions.tokenHash, tokenHash),
        eq(garageSessions.websiteId, websiteId),
        gt(garageSessions.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function endSession(
  db: Database,
  { websiteId, tokenHash }: { websiteId: number; tokenHash: string },
): Promise<void> {
  await db
    .delete(garageSessions)
    .where(and(eq(garageSessions.tokenHash, tokenHash), eq(garageSessions.websiteId, websiteId)));
}

/**
 * The user's saved cars as Favourites, newest first; cars the site deleted, or took back to
 * draft, drop out.
 */
export async function listWatchlist(
  db: Database,
  { websiteId, userId }: { websiteId: number; userId: string },
): Promise<Favourite[]> {
  const rows = await db
    .select({ car: cars, savedAt: watchlistItems.createdAt })
    .from(watchlistItems)
    .innerJoin(
      cars,
      and(eq(cars.id, watchlistItems.carId), eq(cars.websiteId, websiteId), publishedClause),
    )
    .where(and(eq(watchlistItems.websiteId, websiteId), eq(watchlistItems.userId, userId)));
  return rows
    .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime() || b.car.id - a.car.id)
    .map(({ car: row }) => shownVehicle(row))
    .map((car) => ({
      id: car.id,
      name: car.name,
      slug: car.slug,
      make: car.make,
      model: car.model,
      primary_image_url: primaryImageUrl({ primaryImageUrl: car.primaryImageUrl, images: [] }),
    }));
}

/** The watchlist becomes exactly these of the site's cars; the alerts choice when given. */
export async function saveWatchlist(
  db: Database,
  options: { websiteId: number; userId: string; ids: readonly number[]; isAlertsOptIn?: boolean },
): Promise<void> {
  const { websiteId, userId, ids, isAlertsOptIn } = options;
  await db.transaction(async (tx) => {
    const scope = and(eq(watchlistItems.websiteId, websiteId), eq(watchlistItems.userId, userId));
    await tx
      .delete(watchlistItems)
      .where(ids.length > 0 ? and(scope, notInArray(watchlistItems.carId, [...ids])) : scope);
    await addToWatchlist(tx, websiteId, userId, ids);
    if (isAlertsOptIn !== undefined) {
      await setAlertsOptIn(tx, { websiteId, userId, isAlertsOptIn });
    }
  });
}

/** Saved-car alerts on or off for one site's user (the garage's switch, the unsubscribe link). */
export async function setAlertsOptIn(
  db: Executor,
  options: { websiteId: number; userId: string; isAlertsOptIn: boolean },
): Promise<void> {
  await db
    .update(garageUsers)
    .set({ isAlertsOptIn: options.isAlertsOptIn })
    .where(and(eq(garageUsers.id, options.userId), eq(garageUsers.websiteId, options.websiteId)));
}
