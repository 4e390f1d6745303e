import { buttonClass } from "@/components/ui/button";

/**
 * The partnership page's own bar: About Us and Results scroll smoothly, Book a call opens the
 * scheduler (only when BOOKING_URL is configured). On a phone the links stay in the bar: the
 * site's menu button is the only menu there.
 */
export function PartnersNav({ bookingUrl }: { bookingUrl: string | null }) {
  return (
    <div className="sticky top-16 z-20 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <span className="hidden font-semibold sm:inline">Propie Partners</span>
        <nav aria-label="Partners" className="flex w-full items-center justify-between gap-4 sm:w-auto sm:justify-end sm:gap-6">
          <a href="#about-us" className="inline-flex min-h-11 items-center font-medium text-gray-700 hover:text-crust-700">
            About Us
          </a>
          <a href="#results" className="inline-flex min-h-11 items-center font-medium text-gray-700 hover:text-crust-700">
            Results
          </a>
          {bookingUrl && (
            <a href={bookingUrl} target="_blank" rel="noopener noreferrer" className={buttonClass({ className: "inline-flex min-h-11 items-center py-0" })}>
              Book a call
            </a>
          )}
        </nav>
      </div>
    </div>
  );
}
