import type { DayHours, OpeningHours } from "@forecourt/core/domain/location";

export const open = (open: string, close: string) => ({ status: "open" as const, open, close });
export const closed = { status: "closed" as const };

/** Monday to Friday at `weekdays`; then the weekend, and any weekday that differs. */
export function week(
  weekdays: DayHours,
  rest: Pick<OpeningHours, "saturday" | "sunday"> & Partial<OpeningHours>,
): OpeningHours {
  return {
    monday: weekdays,
    tuesday: weekdays,
    wednesday: weekdays,
    thursday: weekdays,
    friday: weekdays,
    ...rest,
  };
}

/** Late night Thursday, open all weekend. */
export const CAR_HOURS = week(open("08:00", "18:00"), {
  thursday: open("08:00", "20:00"),
  saturday: open("09:00", "17:00"),
  sunday: open("10:00", "16:00"),
});
export const SERVICE_HOURS: OpeningHours = {
  ...CAR_HOURS,
  thursday: open("07:30", "17:30"),
  saturday: open("08:00", "12:00"),
  sunday: closed,
};
