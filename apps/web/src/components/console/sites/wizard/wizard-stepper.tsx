import { WIZARD_STEPS } from "@forecourt/core/console/site-wizard-form";

/** The wizard's steps by name, the current one marked (aria-current="step"). */
export function WizardStepper({ current }: { current: number }) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {WIZARD_STEPS.map((step, index) => (
        <li
          key={step.id}
          aria-current={index === current ? "step" : undefined}
          className={index === current ? "font-semibold text-slate-900" : "text-slate-700"}
        >
          {index + 1}. {step.title}
        </li>
      ))}
    </ol>
  );
}
