"use client";
import { startTransition, useActionState, useEffect, useRef } from "react";
import { WIZARD_STEPS } from "@forecourt/core/console/site-wizard-form";
import { IDLE } from "@/server/console/form-state";
import { openSiteAction, siteWizardStepAction } from "@/server/console/site-wizard-action";
import type { SiteWizardState } from "@/server/console/site-wizard-state";
import { Button } from "@/components/ui/button";
import { ScriptButton } from "../../kit/script-button.tsx";
import { FormNotice } from "../../kit/form-notice.tsx";
import { WizardOpened } from "./wizard-opened.tsx";
import { WizardStepper } from "./wizard-stepper.tsx";
import { WIZARD_STEP_FIELDS } from "./wizard-steps.tsx";

const START: SiteWizardState = IDLE;
const LAST = WIZARD_STEPS.length - 1;

type WizardView = { state: SiteWizardState; current: number };
type WizardInput = { kind: "next" | "open"; formData: FormData } | { kind: "back" };
const FIRST: WizardView = { state: START, current: 0 };

/** The step a refusal sends the operator back to: its first bad field's. */
function stepOfFirstError(state: SiteWizardState): number | null {
  const bad = Object.keys(state.fieldErrors ?? {})[0] ?? "";
  const at = WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(bad));
  return at === -1 ? null : at;
}

/**
 * The wizard's moves: "next" checks the step on the server and moves on when it passes; "open"
 * opens the site (or goes back to the step of its first refusal); "back" goes back unchecked.
 */
async function wizardStep(previous: WizardView, input: WizardInput): Promise<WizardView> {
  if (input.kind === "back") return { state: START, current: Math.max(0, previous.current - 1) };
  if (input.kind === "open") {
    const state = await openSiteAction(previous.state, input.formData);
    return { state, current: stepOfFirstError(state) ?? previous.current };
  }
  const step = WIZARD_STEPS[previous.current]!;
  input.formData.set("step", step.id);
  const state = await siteWizardStepAction(previous.state, input.formData);
  const next = state.status === "done" ? Math.min(LAST, previous.current + 1) : previous.current;
  return { state, current: next };
}

/**
 * The operator's new-site wizard: one form in steps (site, domains, dealerships, locations and
 * hours, first users, keys). "Next" checks the step on the server with the site file's parser
 * (and, for the slug and domains, against the sites there are) before it moves on; the last step
 * opens the site and shows its API key and feed token once. Focus goes to the step's heading,
 * to the message after a refusal, and to the result once the site is open.
 */
export function SiteWizard({ timeZones }: { timeZones: readonly string[] }) {
  const [view, dispatch, isPending] = useActionState(wizardStep, FIRST);
  const { state, current } = view;
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // Focus follows each answer: the site opened, or the step moved to; a refusal's message
  // takes it itself (FormNotice).
  useEffect(() => {
    if (state.opened) resultRef.current?.focus();
    else if (state.status !== "error" && view !== FIRST) headingRefs.current[current]?.focus();
  }, [view, state, current]);

  if (state.opened) {
    return <WizardOpened opened={state.opened} headingRef={resultRef} />;
  }

  const errors = state.status === "error" ? (state.fieldErrors ?? {}) : {};
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch({ kind: current === LAST ? "open" : "next", formData }));
  };
  const back = () => startTransition(() => dispatch({ kind: "back" }));
  const stepSection = (index: number, children: React.ReactNode) => {
    const step = WIZARD_STEPS[index]!;
    return (
      <section
        key={step.id}
        aria-labelledby={`wizard-step-${step.id}`}
        hidden={index !== current}
        className="grid gap-4"
      >
        <h2
          id={`wizard-step-${step.id}`}
          ref={(element) => {
            headingRefs.current[index] = element;
          }}
          tabIndex={-1}
          className="text-xl font-semibold"
        >
          Step {index + 1} of {WIZARD_STEPS.length}: {step.title}
        </h2>
        {children}
      </section>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-6">
      <WizardStepper current={current} />
      <FormNotice state={state.status === "error" ? state : IDLE} />
      {WIZARD_STEP_FIELDS.map((StepFields, index) =>
        stepSection(index, <StepFields errors={errors} timeZones={timeZones} />),
      )}
      <div className="flex flex-wrap gap-3">
        {current > 0 ? (
          <ScriptButton variant="outline" onClick={back}>
            Back
          </ScriptButton>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {current === LAST ? "Open the site" : "Next"}
        </Button>
      </div>
    </form>
  );
}
