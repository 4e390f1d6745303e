import { PartnersNav } from "@/components/partners/partners-nav";
import { buttonClass } from "@/components/ui/button";
import { caseStudies, founders, initialsOf, services } from "@/config/partners";
import { env } from "@/server/env";

export const metadata = { title: "Partners" };

// Rendered per request: it shows runtime configuration (CONTACT_EMAIL, BOOKING_URL), which a
// page prerendered at build time would freeze at the build machine's values.
export const dynamic = "force-dynamic";

export default function PartnersPage() {
  const { BOOKING_URL: bookingUrl, CONTACT_EMAIL: email } = env();
  return (
    <>
      <PartnersNav bookingUrl={bookingUrl ?? null} />
      <section className="bg-gradient-to-b from-crust-50 to-white px-4 py-20 text-center sm:px-6">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">High returns on small residential projects</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-gray-700">
          We partner with aspiring investors to find, fund and deliver renovations, subdivisions and rooming houses that pay.
        </p>
        {bookingUrl && (
          <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "2xl", className: "mt-8 inline-block" })}>
            Book a call
          </a>
        )}
      </section>

      <section id="about-us" aria-labelledby="about-title" className="mx-auto max-w-7xl scroll-mt-32 px-4 py-16 sm:px-6">
        <h2 id="about-title" className="text-3xl font-bold">Who We Are</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {founders.map((f) => (
            <li key={f.role} className="flex gap-4 rounded-xl border border-gray-200 p-6">
              {f.name && (
                <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-crust-700 text-lg font-bold text-white">
                  {initialsOf(f.name)}
                </span>
              )}
              <div>
                <h3 className="text-lg font-semibold">{f.name ?? f.role}</h3>
                {f.name && <p className="text-sm text-gray-600">{f.role}</p>}
                <p className="text-sm font-medium text-crust-700">{f.years} years of experience</p>
                <p className="mt-2 text-gray-700">{f.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Services" className="bg-ink px-4 py-12 text-white sm:px-6">
        <ul className="mx-auto grid max-w-7xl gap-6 md:grid-cols-3">
          {services.map((s) => (
            <li key={s.title} className="rounded-xl bg-white/10 p-6">
              <h3 className="text-xl font-semibold">{s.title}</h3>
              <p className="mt-2 text-white/80">{s.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="results" aria-labelledby="results-title" className="mx-auto max-w-7xl scroll-mt-32 px-4 py-16 sm:px-6">
        <h2 id="results-title" className="text-3xl font-bold">Results</h2>
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {caseStudies.map((c) => (
            <li key={c.title} className="rounded-xl border border-gray-200 p-6 shadow-sm">
              <h3 className="text-xl font-semibold">{c.title}</h3>
              <p className="text-sm text-gray-500">{c.location}</p>
              <p className="mt-3 text-gray-700">{c.summary}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3">
                {c.figures.map((fig) => (
                  <div key={fig.label} className="rounded-lg bg-crust-50 p-3">
                    <dt className="text-xs font-medium text-gray-600">{fig.label}</dt>
                    <dd className="text-2xl font-bold text-crust-700">{fig.value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-gray-500">Past results are not a guide to future returns.</p>
      </section>

      <section className="bg-crust-50 px-4 py-16 text-center sm:px-6">
        <h2 className="text-3xl font-bold">Ready to Get Started</h2>
        <p className="mt-3 text-gray-700">Tell us about the project you want to do next.</p>
        <a href={`mailto:${email}`} className={buttonClass({ size: "2xl", className: "mt-6 inline-block text-base" })}>
          Email {email}
        </a>
      </section>
    </>
  );
}
