"use client";
import type { ManageableSite } from "@forecourt/db/repositories/staff/list-manageable-sites";
import { inviteAction } from "@/server/console/invite-action";
import { RoleOptions, SiteOptions } from "../kit/filter-field.tsx";
import { ConsoleForm } from "../kit/console-form.tsx";
import { SelectField } from "../kit/select-field.tsx";
import { TextField } from "../kit/text-field.tsx";

/** Invite an address to one of the admin's sites as a dealer admin or as sales. */
export function InviteForm({ sites, clientKey }: { sites: ManageableSite[]; clientKey: string }) {
  return (
    <ConsoleForm
      action={inviteAction}
      heading="Invitation"
      isHeadingHidden
      submitLabel="Send invitation"
      hidden={{}}
      clientKey={clientKey}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      fullRowClassName="sm:col-span-2"
    >
      {(state) => (
        <InviteFields
          sites={sites}
          values={state.status === "error" ? (state.values ?? {}) : {}}
          errors={state.fieldErrors ?? {}}
        />
      )}
    </ConsoleForm>
  );
}

type FieldsProps = {
  sites: ManageableSite[];
  values: Record<string, string>;
  errors: Record<string, string>;
};

/** Who is invited, to which site, as what, and (for sales) for which dealership. */
function InviteFields({ sites, values, errors }: FieldsProps) {
  return (
    <>
      <TextField
        id="invite-email"
        label="Email"
        isRequired
        error={errors.email}
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={values.email}
      />
      <SelectField
        id="invite-site"
        label="Site"
        isRequired
        error={errors.websiteId}
        name="websiteId"
        defaultValue={values.websiteId ?? String(sites[0]?.id ?? "")}
      >
        <SiteOptions sites={sites} />
      </SelectField>
      <SelectField
        id="invite-role"
        label="Role"
        isRequired
        error={errors.role}
        name="role"
        defaultValue={values.role ?? "sales"}
      >
        <RoleOptions />
      </SelectField>
      <DealershipChoice sites={sites} values={values} errors={errors} />
    </>
  );
}

/** The dealership a sales invitation is for, grouped by site; none: the whole site. */
function DealershipChoice({ sites, values, errors }: FieldsProps) {
  return (
    <SelectField
      id="invite-dealership"
      label="Dealership"
      isRequired={false}
      hint="Sales only: their leads are this dealership's. Must be on the chosen site."
      error={errors.dealershipId}
      name="dealershipId"
      defaultValue={values.dealershipId ?? ""}
      blank="The whole site"
    >
      {sites.map((site) => (
        <optgroup key={site.id} label={site.name}>
          {site.dealerships.map((dealership) => (
            <option key={dealership.id} value={dealership.id}>
              {dealership.name}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
