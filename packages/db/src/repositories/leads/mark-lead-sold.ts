import { and, eq, ne } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { LeadSaleRefusal } from "@forecourt/core/leads/lead-sale";
import type { Database, Tx } from "../../client.ts";
import { cars, leads } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import { updateCar } from "../stock/update-car.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { staffChangedBy } from "./change-lead-status-as-staff.ts";
import { setLeadStatus, type SetLeadStatusResult } from "./set-lead-status.ts";
import { lockLeadForChange, type StaffLeadAccess } from "./staff-lead-access.ts";

type MarkLeadSoldResult =
  | {
      ok: true;
      carId: number | null;
      wasSold: boolean;
      /**
       * The car as the sale left it (sold, with its sale price), and whether its row changed:
       * the caller expires the site's stock caches when it did. Null when no car was named.
       */
      car: { detail: CarDetail; isChanged: boolean } | null;
    }
  | { ok: false; reason: LeadSaleRefusal }
  | Extract<SetLeadStatusResult, { ok: false; reason: "not-allowed" | "unknown-status" }>
  | Extract<StaffLeadAccess, { ok: false }>
  | { ok: false; reason: "not-found" };

type MarkLeadSoldInput = {
  actor: StaffMember;
  leadId: string;
  stockNumber: string | null;
  /** What the sale was worth; null: not given (a price recorded before is kept). */
  salePrice?: number | null;
  now: Date;
};

/** The sale as it is being written: the lead's site and row before it, the car and the price. */
type Sale = {
  input: MarkLeadSoldInput;
  websiteId: number;
  lead: {
    status: string;
    carId: number | null;
    soldCarId: number | null;
    salePrice: number | null;
  };
  carId: number | null;
  salePrice: number | null;
};

function readLeadForSale(tx: Tx, websiteId: number, leadId: string) {
  return tx
    .select({
      status: leads.status,
      carId: leads.carId,
      soldCarId: leads.soldCarId,
      salePrice: leads.salePrice,
    })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.websiteId, websiteId)))
    .then(([lead]) => lead);
}

/**
 * The car the lead bought: by stock number, the lead's own car for "", none for null. Refused
 * when the stock number is unknown or the car is sold to another lead (its row locked first).
 */
async function pickSoldCar(
  tx: Tx,
  websiteId: number,
  input: MarkLeadSoldInput,
  leadCarId: number | null,
): Promise<{ ok: true; carId: number | null } | { ok: false; reason: LeadSaleRefusal }> {
  let carId: number | null = input.stockNumber === null ? null : leadCarId;
  if (input.stockNumber !== null && input.stockNumber !== "") {
    const [car] = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), eq(cars.stockNumber, input.stockNumber)))
      .limit(1);
    if (!car) return { ok: false, reason: "unknown-car" };
    carId = car.id;
  }
  if (carId === null) return { ok: true, carId };
  // The car's row locked: two leads sold the same car at once are decided one by one.
  await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
    .for("update");
  const [other] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(eq(leads.websiteId, websiteId), eq(leads.soldCarId, carId), ne(leads.id, input.leadId)),
    )
    .limit(1);
  return other ? { ok: false, reason: "car-sold-to-another-lead" } : { ok: true, carId };
}

/** The lead made sold (once), its car and price kept, and the change audited. */
async function writeLeadSale(
  tx: Tx,
  sale: Sale,
): Promise<Extract<SetLeadStatusResult, { ok: false }> | null> {
  const { input, websiteId, lead, carId, salePrice } = sale;
  const wasSold = lead.status === "sold";
  if (!wasSold) {
    const status = await setLeadStatus(tx, {
      websiteId,
      leadId: input.leadId,
      status: "sold",
      changedBy: staffChangedBy(input.actor),
      now: input.now,
    });
    if (!status.ok) return status;
  }
  await tx
    .update(leads)
    .set({
      soldCarId: carId,
      ...(wasSold ? {} : { soldAt: input.now }),
      ...(salePrice === null ? {} : { salePrice }),
      updatedAt: input.now,
    })
    .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, websiteId)));
  await appendAuditEntry(tx, {
    actor: input.actor,
    websiteId,
    action: "lead.sold",
    subject: `lead:${input.leadId}`,
    before: { status: lead.status, soldCarId: lead.soldCarId, salePrice: lead.salePrice },
    after: { status: "sold", soldCarId: carId, salePrice: salePrice ?? lead.salePrice },
    now: input.now,
  });
  return null;
}

/** The car sold by the car API's own rules, in this transaction (a savepoint), audited. */
async function sellCar(tx: Tx, sale: Sale & { carId: number }) {
  const { input, websiteId, carId, salePrice } = sale;
  const sold = await updateCar(tx as unknown as Database, {
    websiteId,
    key: String(carId),
    update: { status: "sold", ...(salePrice === null ? {} : { sold_price: salePrice }) },
    now: input.now,
    onChanged: (carTx, { before, changes }) =>
      appendAuditEntry(carTx, {
        actor: input.actor,
        websiteId,
        action: "stock.car-sold",
        subject: `car:${carId}`,
        before: Object.fromEntries(
          Object.keys(changes).map((column) => [column, before[column as keyof typeof before]]),
        ),
        after: { ...changes, leadId: input.leadId },
        now: input.now,
      }),
  });
  // The car was locked above and is the site's: it is found, and a sale and a price are valid.
  if (!sold.ok) throw new Error(`The car ${carId} sold with lead ${input.leadId} was not written.`);
  return { detail: sold.detail, isChanged: sold.isChanged };
}

/**
 * A console user records a sale: the lead becomes sold by the platform API's status rule (a
 * lead already sold stays so, and can have its car named or changed: a car sold at the yard
 * linked to the lead afterwards), and the car it bought is linked: the car with `stockNumber`
 * on the lead's site, with "" the car the lead was about, with null none (a car not listed).
 * A car is sold to one lead at most. The car itself is sold through the car write path
 * (`updateCar`: status sold, its sale time and price, saved-car alerts), so it leaves the
 * for-sale search and Google's feeds and turns NOT_AVAILABLE in Meta's. The sale price is kept
 * on the lead (Insight sums it) and the car. One transaction, audited; nothing is stored when
 * refused.
 */
export async function markLeadSold(
  db: Database,
  input: MarkLeadSoldInput,
): Promise<MarkLeadSoldResult> {
  const salePrice = input.salePrice ?? null;
  return db.transaction(async (tx): Promise<MarkLeadSoldResult> => {
    const access = await lockLeadForChange(tx, input);
    if (!access.ok) return access;
    const { websiteId } = access.lead;
    const lead = await readLeadForSale(tx, websiteId, input.leadId);
    if (!lead) return { ok: false, reason: "not-found" };
    const picked = await pickSoldCar(tx, websiteId, input, lead.carId);
    if (!picked.ok) return picked;
    const { carId } = picked;
    const sale = { input, websiteId, lead, carId, salePrice };
    const refused = await writeLeadSale(tx, sale);
    if (refused) return refused;
    const wasSold = lead.status === "sold";
    if (carId === null) return { ok: true, carId, wasSold, car: null };
    return { ok: true, carId, wasSold, car: await sellCar(tx, { ...sale, carId }) };
  });
}
