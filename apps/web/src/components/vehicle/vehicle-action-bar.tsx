"use client";

import { useRef } from "react";
import { Phone } from "lucide";
import { Icon } from "../ui/icon.tsx";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { LazyTestDriveDialog } from "../forms/lazy-forms.tsx";
import { buttonClasses } from "../ui/button.tsx";
import { useFocusClearOf } from "../ui/use-focus-clear-of.ts";
import { CallLink } from "./vehicle-phone.tsx";

type VehicleActionBarProps = {
  carId: number;
  /** The dealer's number; without one the bar has no call button. */
  telHref: string | null;
  enquireLabel: string;
  /** Where the enquiry form is: the page's own `#vehicle-enquiry` section. */
  enquireHref: string;
  /** The test drive when the car offers one (not sold). */
  testDrive: {
    site: FormSite;
    car: LeadCar & { tag?: string | null; name?: string };
    dates: string[];
  } | null;
};

const ITEM = "h-11 min-w-0 flex-1 px-2 text-sm";

/**
 * The phone's action bar: call, enquire and test drive kept at the bottom of the screen while
 * the page scrolls. Shown below the `lg` breakpoint only (CSS, so cached pages suit every
 * device); `[data-action-bar]` reserves its height at the end of the page and lifts the chat
 * card above it (globals.css), so it never covers content or a focused control
 * (`useFocusClearOf`). A client component so that the
 * page's component payload carries these values, not the bar's markup.
 */
export function VehicleActionBar({
  carId,
  telHref,
  enquireLabel,
  enquireHref,
  testDrive,
}: VehicleActionBarProps) {
  const bar = useRef<HTMLElement>(null);
  useFocusClearOf(bar);
  return (
    <nav
      ref={bar}
      aria-label="Quick actions"
      data-action-bar
      className="fixed inset-x-0 bottom-0 z-30 flex h-(--action-bar-height) items-center gap-2 border-t border-slate-300 bg-white px-3 shadow-[0_-2px_8px_rgb(15_23_42/0.12)] lg:hidden"
    >
      {telHref ? (
        <CallLink carId={carId} telHref={telHref} className={buttonClasses("primary", "md", ITEM)}>
          <Icon icon={Phone} className="size-4 shrink-0" />
          Call
        </CallLink>
      ) : null}
      <a href={enquireHref} className={buttonClasses("secondary", "md", ITEM)}>
        {enquireLabel}
      </a>
      {testDrive ? (
        <LazyTestDriveDialog {...testDrive} triggerLabel="Test drive" triggerClassName={ITEM} />
      ) : null}
    </nav>
  );
}
