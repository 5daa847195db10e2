"use client";
import { useActionState } from "react";
import { GRANT_ROLES, ROLE_LABELS } from "@forecourt/core/console/staff-roles";
import type { ManageableSite } from "@forecourt/db/repositories/staff/list-manageable-sites";
import { inviteAction } from "@/server/console/invite-action";
import { IDLE } from "@/server/console/form-state";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { SiteOptions } from "./kit/filter-field.tsx";
import { FormNotice } from "./kit/form-notice.tsx";

/** Invite an address to one of the admin's sites as a dealer admin or as sales. */
export function InviteForm({ sites }: { sites: ManageableSite[] }) {
  const [state, action, isPending] = useActionState(inviteAction, IDLE);
  const values = state.status === "error" ? (state.values ?? {}) : {};
  const errors = state.fieldErrors ?? {};
  // A new key after each answer resets the fields to what that answer kept.
  const key = JSON.stringify(state);
  return (
    <form key={key} action={action} className="grid grid-cols-1 gap-4 sm:grid-cols-2" noValidate>
      <div className="sm:col-span-2">
        <FormNotice state={state} />
      </div>
      <Field id="invite-email" label="Email" isRequired error={errors.email}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={values.email}
          />
        )}
      </Field>
      <Field id="invite-site" label="Site" isRequired error={errors.websiteId}>
        {(control) => (
          <Select
            {...control}
            name="websiteId"
            defaultValue={values.websiteId ?? String(sites[0]?.id ?? "")}
          >
            <SiteOptions sites={sites} />
          </Select>
        )}
      </Field>
      <Field id="invite-role" label="Role" isRequired error={errors.role}>
        {(control) => (
          <Select {...control} name="role" defaultValue={values.role ?? "sales"}>
            {GRANT_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id="invite-dealership"
        label="Dealership"
        isRequired={false}
        hint="Sales only: their leads are this dealership's. Must be on the chosen site."
        error={errors.dealershipId}
      >
        {(control) => (
          <Select {...control} name="dealershipId" defaultValue={values.dealershipId ?? ""}>
            <option value="">The whole site</option>
            {sites.map((site) => (
              <optgroup key={site.id} label={site.name}>
                {site.dealerships.map((dealership) => (
                  <option key={dealership.id} value={dealership.id}>
                    {dealership.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
