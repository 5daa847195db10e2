/** What each of the wizard's steps is given: the last answer's field errors and values typed. */
export type StepProps = {
  errors: Record<string, string>;
  values: Record<string, string>;
  timeZones: readonly string[];
  /** The largest logo the media library takes, in MB. */
  logoMaxMb: number;
};

/** A wizard field's element id, from its form name. */
export const fieldId = (name: string) => `wizard-${name.replaceAll(".", "-")}`;
