"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide";
import { Icon } from "../ui/icon.tsx";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import { TEST_DRIVE_TITLE, testDriveForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { Button, buttonClasses } from "../ui/button.tsx";
import { LeadForm } from "./lead-form.tsx";

export type TestDriveDialogProps = {
  site: FormSite;
  car?: LeadCar & { tag?: string | null; name?: string };
  /** Dates, "YYYY-MM-DD", of the dealership's available appointments (getAppointmentDates). */
  dates: string[];
  /** Text of the button that opens the dialog. */
  triggerLabel?: string;
  /** Classes of that button beyond its outline look (its width in a row of actions). */
  triggerClassName?: string;
  /** Open on first render (`LazyTestDriveDialog` swaps it in when its button is pressed). */
  defaultOpen?: boolean;
};

/** §2 test-drive dialog titled 'Book a Test Drive', with the test-drive form inside. */
export function TestDriveDialog({
  site,
  car,
  dates,
  triggerLabel = TEST_DRIVE_TITLE,
  triggerClassName,
  defaultOpen = false,
}: TestDriveDialogProps) {
  const form = testDriveForm({
    ...site.options,
    carType: car?.car_type ?? null,
    tag: car?.tag ?? null,
    dates,
  });
  const { tag: _tag, name, ...leadCar } = car ?? {};
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className={triggerClassName}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold">{TEST_DRIVE_TITLE}</Dialog.Title>
            <Dialog.Close className={buttonClasses("ghost", "icon")} aria-label="Close">
              <Icon icon={X} className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-4 text-sm text-slate-700">
            {name ? `Choose a day to drive the ${name}.` : "Choose a day for your test drive."}
          </Dialog.Description>
          <LeadForm form={form} site={site} car={car ? leadCar : undefined} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
