"use client";
import { useEffect, useRef } from "react";
import { LOGO_FIELD, WIZARD_STEPS } from "@forecourt/core/console/site-wizard-form";
import { formValues } from "@/server/console/form-state";
import { openSiteAction, siteWizardStepAction } from "@/server/console/site-wizard-action";
import type { SiteWizardState } from "@/server/console/site-wizard-state";
import { ConsoleForm } from "../../kit/console-form.tsx";
import { ScriptButton } from "../../kit/script-button.tsx";
import { stopOversizedUpload } from "../../kit/upload-size-check.ts";
import { WizardOpened } from "./wizard-opened.tsx";
import { WizardStepper } from "./wizard-stepper.tsx";
import { WIZARD_STEP_FIELDS } from "./wizard-steps.tsx";

const LAST = WIZARD_STEPS.length - 1;

/** The wizard's answer and the step on show; every answer carries all that was typed. */
type WizardState = SiteWizardState & { current: number };
const START: WizardState = { status: "idle", current: 0 };

/** The step a refusal sends the operator back to: its first bad field's. */
function stepOfFirstError(state: SiteWizardState): number | null {
  const bad = Object.keys(state.fieldErrors ?? {})[0] ?? "";
  const at = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(bad));
  return at === -1 ? null : at;
}

/**
 * The wizard's moves, as the kit's form posts them: "Back" goes back unchecked; "Next" checks the
 * step on the server and moves on when it passes; on the last step the site is opened (or the
 * operator is sent back to the step of its first refusal). The values typed come back each time,
 * so the kit's form, made anew with them, keeps every step's fields.
 */
async function wizardMove(previous: WizardState, formData: FormData): Promise<WizardState> {
  const values = formValues(formData);
  const { current } = previous;
  if (formData.get("move") === "back") {
    return { status: "idle", values, current: Math.max(0, current - 1) };
  }
  if (current === LAST) {
    const state = await openSiteAction(START, formData);
    return { ...state, values, current: stepOfFirstError(state) ?? current };
  }
  formData.set("step", WIZARD_STEPS[current]!.id);
  const state = await siteWizardStepAction(START, formData);
  const next = state.status === "done" ? Math.min(LAST, current + 1) : current;
  return { ...state, values, current: next };
}

/**
 * The steps, one on show. A move lands on its step's heading (a refusal's summary takes the
 * focus itself, and the site opened says so in the kit's live region).
 */
function WizardSteps({
  state,
  timeZones,
  logoMaxMb,
}: {
  state: WizardState;
  timeZones: readonly string[];
  logoMaxMb: number;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { current } = state;
  useEffect(() => {
    if (state !== START && state.status !== "error") headingRef.current?.focus();
  }, [state]);
  const errors = state.status === "error" ? (state.fieldErrors ?? {}) : {};
  const values = state.values ?? {};
  return (
    <>
      <WizardStepper current={current} />
      {WIZARD_STEPS.map((step, index) => {
        const StepFields = WIZARD_STEP_FIELDS[step.id];
        return (
          <section
            key={step.id}
            aria-labelledby={`wizard-step-${step.id}`}
            hidden={index !== current}
            className="grid min-w-0 gap-4"
          >
            <h2
              id={`wizard-step-${step.id}`}
              ref={index === current ? headingRef : undefined}
              tabIndex={-1}
              className="text-xl font-semibold"
            >
              Step {index + 1} of {WIZARD_STEPS.length}: {step.title}
            </h2>
            <StepFields
              errors={errors}
              values={values}
              timeZones={timeZones}
              logoMaxMb={logoMaxMb}
            />
          </section>
        );
      })}
    </>
  );
}

/**
 * Back posts the form as "back" (the values typed kept), but is not its default button: Enter
 * in a field moves on with Next, as the first submit button of the form would otherwise be Back.
 */
function BackButton({ isPending }: { isPending: boolean }) {
  return (
    <>
      <input type="hidden" name="move" value="" />
      <ScriptButton
        variant="outline"
        disabled={isPending}
        onClick={(event) => {
          const form = event.currentTarget.form;
          const move = form?.elements.namedItem("move");
          if (!(move instanceof HTMLInputElement)) return;
          move.value = "back";
          form?.requestSubmit();
          move.value = "";
        }}
      >
        Back
      </ScriptButton>
    </>
  );
}

/**
 * The operator's new-site wizard on the console's form kit: one form in steps (site and
 * template, dealer, domains, dealerships, locations and hours, first users, keys, then logo,
 * colours and menu). "Next" checks the step on the server with the site file's parser (and, for
 * the web address and domains, against the sites there are) before it moves on; the last step
 * opens the site and shows its API key and feed token once.
 */
export function SiteWizard({
  timeZones,
  logoMaxMb,
}: {
  timeZones: readonly string[];
  /** The largest logo the media library takes, in MB. */
  logoMaxMb: number;
}) {
  return (
    <ConsoleForm<WizardState>
      action={wizardMove}
      initialState={START}
      hidden={{}}
      onSubmit={stopOversizedUpload(LOGO_FIELD, logoMaxMb * 1024 * 1024)}
      className="mt-6 grid min-w-0 gap-6"
      submitClassName="flex flex-wrap gap-3"
      submitLabel={(state) =>
        state.opened ? undefined : state.current === LAST ? "Open the site" : "Next"
      }
      submitRowStart={(state, { isPending }) =>
        state.current > 0 && !state.opened ? <BackButton isPending={isPending} /> : null
      }
    >
      {(state) =>
        state.opened ? (
          <WizardOpened opened={state.opened} />
        ) : (
          <WizardSteps state={state} timeZones={timeZones} logoMaxMb={logoMaxMb} />
        )
      }
    </ConsoleForm>
  );
}
