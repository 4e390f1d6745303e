"use client";

// The beta request form (spec 1 section 5): name, e-mail, mobile, plan interest and the disclaimer, then what it says once sent.
import { Field, SubmitButton } from "@/components/ui/field";
import { PLAN_NAMES } from "@/lib/plan-names";
import { PLAN_INTERESTS } from "@/lib/beta/schemas";
import { useRequestForm } from "./use-request-form";

const DISCLAIMER =
  "I understand that property scores are algorithmic estimates based on AI-interpreted third-party data, are not financial advice, and that Propie holds no Australian financial services licence.";

/** The first message of a field that is not a <Field>, tied to it by id. */
function FirstError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  );
}

function PlanSelect({ value, onChange, errors }: { value: string; onChange: (value: string) => void; errors: string[] | undefined }) {
  return (
    <div>
      <label htmlFor="planInterest" className="block text-sm font-medium text-gray-800">
        Plan interest
      </label>
      <select
        id="planInterest"
        name="planInterest"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? "planInterest-error" : undefined}
        className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-ink focus:border-crust-500 focus:ring-2 focus:ring-crust-200 focus:outline-none"
      >
        <option value="">Choose a plan</option>
        {PLAN_INTERESTS.map((p) => (
          // The plan's name as /pricing shows it ("Slice", not its id "Free"), from the one table of names.
          <option key={p} value={p}>
            {PLAN_NAMES[p]}
          </option>
        ))}
      </select>
      <FirstError id="planInterest-error" errors={errors} />
    </div>
  );
}

function DisclaimerCheckbox({ checked, onChange, errors }: { checked: boolean; onChange: (checked: boolean) => void; errors: string[] | undefined }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id="disclaimer"
          name="disclaimer"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? "disclaimer-error" : undefined}
          className="mt-1 h-4 w-4 rounded border-gray-300 accent-crust-600"
        />
        <label htmlFor="disclaimer" className="text-sm text-gray-700">
          {DISCLAIMER}
        </label>
      </div>
      <FirstError id="disclaimer-error" errors={errors} />
    </div>
  );
}

export function RequestForm({ defaultEmail }: { defaultEmail: string }) {
  const { values, set, errors, busy, sent, onSubmit } = useRequestForm(defaultEmail);

  if (sent) {
    return (
      <p role="status" data-testid="beta-request-sent" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900">
        Thanks! Your request is in. We&apos;ll email {values.email.trim().toLowerCase()} as soon as your beta access is ready.
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Request beta access">
      <Field label="Full name" name="fullName" autoComplete="name" required value={values.fullName} onChange={(e) => set.fullName(e.target.value)} errors={errors.fullName} />
      <Field label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => set.email(e.target.value)} errors={errors.email} />
      <Field label="Mobile" name="mobile" type="tel" autoComplete="tel" required value={values.mobile} onChange={(e) => set.mobile(e.target.value)} errors={errors.mobile} />
      <PlanSelect value={values.planInterest} onChange={set.planInterest} errors={errors.planInterest} />
      <DisclaimerCheckbox checked={values.disclaimer} onChange={set.disclaimer} errors={errors.disclaimer} />
      <SubmitButton busy={busy} busyLabel="Sending…">
        Request Access
      </SubmitButton>
    </form>
  );
}
