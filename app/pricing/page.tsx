import { CheckIcon } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/button";
import { PlanLimitsTable } from "@/components/pricing/plan-limits";
import { PLANS, planFeatureLines } from "@/lib/plans";
import { formatMoney } from "@/lib/money";
import { env } from "@/server/env";

export const metadata = { title: "Pricing" };

// Rendered per request: it shows runtime configuration (CONTACT_EMAIL, BOOKING_URL), which a
// page prerendered at build time would freeze at the build machine's values.
export const dynamic = "force-dynamic";

export default function PricingPage() {
  const contact = env().CONTACT_EMAIL;
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">Choose Your Slice</h1>
        <p className="mt-3 text-lg text-gray-700">Propie is in private beta. Pick the plan that fits how you invest; no credit card is required during the beta.</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.id} className={`flex flex-col rounded-2xl border p-8 shadow-sm ${plan.id === "Half Pie" ? "border-crust-500 ring-2 ring-crust-500" : "border-gray-200"}`}>
            <h2 className="text-2xl font-bold">{plan.name}</h2>
            {plan.id === "Free" && <p className="text-sm font-medium text-gray-500">Free</p>}
            <p className="mt-4">
              <span className="text-4xl font-extrabold">{formatMoney(plan.price)}</span> <span className="text-gray-600">{plan.period}</span>
            </p>
            <ul className="mt-6 flex-1 space-y-2 text-gray-700">
              {planFeatureLines(plan).map((f) => (
                <li key={f} className="flex gap-2">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-crust-700" />
                  {f}
                </li>
              ))}
            </ul>
            <ButtonLink href="/request-access" size="xl" className="mt-8 text-center">
              {plan.price === 0 ? "Start free" : `Get ${plan.name}`}
            </ButtonLink>
            {plan.price > 0 && <p className="mt-2 text-center text-sm text-gray-500">Cancel anytime</p>}
          </li>
        ))}
      </ul>
      <PlanLimitsTable />
      <p className="mt-12 text-center text-gray-700">
        Want a demo for your team?{" "}
        <a className="font-semibold text-crust-700 underline" href={`mailto:${contact}?subject=Propie%20demo`}>
          Email us at {contact}
        </a>
      </p>
    </section>
  );
}
