import { benefits, heroIntro } from "@/config/landing";
import { HERO_CARD_ORDER, heroCard } from "@/lib/landing/hero-cards";
import { HeroActions, HeroWelcome } from "./hero-actions";
import { HeroAsk } from "./hero-ask";
import { HeroRotator } from "./hero-rotator";
import { StepsCarousel } from "./steps-carousel";

/**
 * The landing page, served at / and /aitool: static (prerendered at build), the same
 * for everyone; the welcome and the buttons of a signed-in tester are filled in the
 * browser (HeroActions), and only they, the rotator and the carousel run there.
 */
export function LandingPage() {
  // The hero's cards are the engine's own output on demo listings, computed when the page is built.
  const cards = HERO_CARD_ORDER.map(heroCard);
  return (
    <>
      <section className="bg-gradient-to-b from-crust-50 to-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <p className="inline-block rounded-full bg-crust-100 px-3 py-1 text-sm font-semibold text-crust-800">
              Now in private beta · No credit card required
            </p>
            <HeroWelcome />
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              Find your next <HeroRotator part="word" />
            </h1>
            <p className="mt-5 max-w-xl text-lg text-gray-700">{heroIntro}</p>
            <HeroActions />
            <HeroAsk />
          </div>
          <HeroRotator part="card" cards={cards} />
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="benefits-title" className="text-center text-3xl font-bold">
          Why investors use Propie
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-xl border border-gray-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold">{b.title}</h3>
              <p className="mt-2 text-gray-700">{b.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-20 bg-crust-50 px-4 py-16 sm:px-6">
        <h2 id="how-title" className="mb-8 text-center text-3xl font-bold">
          How it works
        </h2>
        <StepsCarousel />
      </section>
    </>
  );
}
