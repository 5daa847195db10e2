"use client";

import { useEffect, useRef, useState, type ComponentType } from "react";
import { Button } from "../ui/button.tsx";
import { useOnDemand } from "../ui/on-demand.ts";
import { whenNear } from "../ui/when-near.ts";
import type { TestDriveDialogProps } from "./test-drive-dialog.tsx";
import type { VehicleEnquiryProps } from "./vehicle-enquiry.tsx";

/*
 * A vehicle page's forms, their field engine and their validation are most of its JavaScript,
 * and most shoppers never open them. These stand-ins load them when they are needed: the
 * enquiry when it is scrolled near or touched, the test-drive dialog when its button is pressed
 * (warmed on hover or focus). The stand-ins hold no inputs, so no keystroke can be lost to the
 * swap.
 */

const loadVehicleEnquiry = () => import("./vehicle-enquiry.tsx");
const loadTestDriveDialog = () => import("./test-drive-dialog.tsx");

/**
 * The vehicle page's enquiry (`VehicleEnquiry`), loaded when its place is within a screen of
 * the viewport or a pointer or focus reaches it. Until then a box of about the form's height
 * stands in its place, so nothing below moves when it arrives.
 */
export function LazyVehicleEnquiry(props: VehicleEnquiryProps) {
  const placeRef = useRef<HTMLDivElement>(null);
  const [Enquiry, setEnquiry] = useState<ComponentType<VehicleEnquiryProps> | null>(null);
  useEffect(() => {
    const place = placeRef.current;
    if (!place) return;
    let isCancelled = false;
    const stop = whenNear(place, () => {
      void loadVehicleEnquiry().then((module) => {
        if (!isCancelled) setEnquiry(() => module.VehicleEnquiry);
      });
    });
    return () => {
      isCancelled = true;
      stop();
    };
  }, []);
  if (Enquiry) return <Enquiry {...props} />;
  return (
    <div ref={placeRef} data-form-pending className="min-h-[36rem]" aria-busy="true">
      <p className="text-sm text-slate-700">Loading the form…</p>
      <noscript>
        <p className="text-sm text-slate-700">
          This form needs JavaScript. Call the dealer, or turn JavaScript on to send it.
        </p>
      </noscript>
    </div>
  );
}

type LazyTestDriveDialogProps = TestDriveDialogProps & { triggerLabel: string };

const loadTestDriveDialogComponent = () =>
  loadTestDriveDialog().then((module) => module.TestDriveDialog);

/**
 * The 'Book a Test Drive' dialog behind a plain button of the same look: the dialog and its form
 * load when the button is pressed (hover or focus starts the download) and open at once.
 */
export function LazyTestDriveDialog(props: LazyTestDriveDialogProps) {
  const { Loaded, triggerProps } = useOnDemand(loadTestDriveDialogComponent);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <Button variant="outline" className={props.triggerClassName} {...triggerProps}>
      {props.triggerLabel}
    </Button>
  );
}
