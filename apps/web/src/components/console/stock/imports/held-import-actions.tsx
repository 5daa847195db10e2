"use client";
import {
  confirmHeldImportAction,
  discardHeldImportAction,
} from "@/server/console/feed-import-actions";
import { ConfirmActionForm } from "../../kit/confirm-action-form.tsx";

/**
 * A held import's two ways out: apply it as it is, or drop it. Once it is neither held nor
 * waiting (`isHeld` false) only the last outcome stays.
 */
export function HeldImportActions({
  importId,
  sold,
  isHeld,
}: {
  importId: number;
  sold: number;
  isHeld: boolean;
}) {
  const fields = { importId };
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ConfirmActionForm
        action={confirmHeldImportAction}
        fields={fields}
        label="Apply this import"
        question={`Apply the import now? ${sold} car${sold === 1 ? "" : "s"} missing from the file will be marked sold.`}
        confirmLabel="Yes, apply it"
        variant="primary"
        size="md"
        isAvailable={isHeld}
      />
      <ConfirmActionForm
        action={discardHeldImportAction}
        fields={fields}
        label="Discard this import"
        question="Discard the import? Nothing in it is applied; the next feed is read as usual."
        confirmLabel="Yes, discard it"
        size="md"
        isAvailable={isHeld}
      />
    </div>
  );
}
