import type { Location } from "@forecourt/core/domain/location";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { LocationPhones } from "./location-phones.tsx";
import { TestDriveDialog } from "./test-drive-dialog.tsx";

type ContactAsideProps = { site: FormSite; locations: readonly Location[]; dates: string[] };

/** Beside the contact form: the locations' phone numbers and a test-drive booking. */
export function ContactAside({ site, locations, dates }: ContactAsideProps) {
  return (
    <>
      <LocationPhones locations={locations} />
      <div className="rounded-lg border border-slate-200 p-4">
        <h2 className="text-lg font-semibold">Test drive</h2>
        <p className="mt-1 mb-3 text-sm text-slate-700">Pick a day that suits you.</p>
        <TestDriveDialog site={site} dates={dates} />
      </div>
    </>
  );
}
