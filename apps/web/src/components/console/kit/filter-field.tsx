import type { ReactNode } from "react";
import { GRANT_ROLES, ROLE_LABELS } from "@forecourt/core/console/staff-roles";

/** A labelled control of a console page's filter form (its control carries the same id). */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** One option a site, by its id and name. */
export function SiteOptions({ sites }: { sites: readonly { id: number; name: string }[] }) {
  return sites.map((site) => (
    <option key={site.id} value={site.id}>
      {site.name}
    </option>
  ));
}

/** One option a role that can be granted, by its name. */
export function RoleOptions() {
  return GRANT_ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}
