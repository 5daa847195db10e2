import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Tx } from "../../client.ts";
import { websites } from "../../schema.ts";
import { refusal, sameJson, type SiteWriteRefusal } from "./site-write-refusal.ts";

type UpdateWebsiteOptions = {
  websiteId: number;
  name?: string;
  /**
   * The whole settings to store, already merged and validated by the caller; read from the row
   * inside this transaction by `settingsOf` so two PATCHes do not lose each other's change.
   */
  settingsOf?: (stored: unknown) => Record<string, unknown>;
  /** Runs in the same transaction when the settings change (the console's audit entry). */
  onSettingsChange?: (
    tx: Tx,
    change: { before: unknown; after: Record<string, unknown> },
  ) => Promise<void>;
};

type UpdateWebsiteResult =
  { ok: true; isChanged: boolean; isNameChanged: boolean; settings: unknown } | SiteWriteRefusal;

/**
 * Changes a live website's name and settings in one statement under its row lock. `settingsOf`
 * may throw (the merged settings are invalid): nothing is written then.
 */
export async function updateWebsite(
  db: Database,
  { websiteId, name, settingsOf, onSettingsChange }: UpdateWebsiteOptions,
): Promise<UpdateWebsiteResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: websites.name, settings: websites.settings })
      .from(websites)
      .where(and(eq(websites.id, websiteId), isNull(websites.archivedAt)))
      .for("update");
    if (!row) return refusal("not-found", "id", "Website not found");
    const next = settingsOf?.(row.settings);
    const settings = next ?? row.settings;
    const isNameChanged = name !== undefined && name !== row.name;
    const isSettingsChanged = next !== undefined && !sameJson(next, row.settings);
    if (!isNameChanged && !isSettingsChanged) {
      return { ok: true, isChanged: false, isNameChanged: false, settings: row.settings };
    }
    await tx
      .update(websites)
      .set({
        ...(isNameChanged ? { name } : {}),
        ...(isSettingsChanged ? { settings } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(websites.id, websiteId));
    if (next !== undefined && isSettingsChanged && onSettingsChange) {
      await onSettingsChange(tx, { before: row.settings, after: next });
    }
    return { ok: true, isChanged: true, isNameChanged, settings };
  });
}
