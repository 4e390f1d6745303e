import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

const classes = (s: string) => s.split(" ").sort();

describe("buttonClass", () => {
  it("is the primary, medium button by default", () => {
    expect(classes(buttonClass())).toEqual(classes("rounded-md bg-crust-700 px-4 py-2 font-semibold text-white hover:bg-crust-800"));
  });

  it("adds the caller's layout classes to the variant and size", () => {
    expect(classes(buttonClass({ variant: "danger", size: "sm", className: "mt-6 w-full disabled:opacity-60" }))).toEqual(
      classes("mt-6 w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"),
    );
  });

  it("lets the caller replace a size's padding, rounding, text size or weight instead of stacking two", () => {
    const c = buttonClass({ size: "xl", className: "rounded-xl px-3 py-1.5 text-xs font-bold" });
    expect(classes(c)).toEqual(classes("rounded-xl bg-crust-700 px-3 py-1.5 text-xs font-bold text-white hover:bg-crust-800"));
  });

  it("draws the outline variants as a line: Cancel's look, and the red words of one that deletes", () => {
    expect(classes(buttonClass({ variant: "outline", size: "sm" }))).toEqual(classes("rounded-md border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50"));
    expect(classes(buttonClass({ variant: "outline-danger", size: "sm" }))).toEqual(
      classes("rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"),
    );
  });

  it("lets the caller replace a border's colour, but not its width", () => {
    const c = buttonClass({ variant: "outline-danger", className: "border-red-300 border-2" }).split(" ");
    expect(c).toEqual(expect.arrayContaining(["border", "border-2", "border-red-300"]));
    expect(c).not.toContain("border-gray-300");
  });

  it("keeps responsive and state variants beside the base classes", () => {
    const c = buttonClass({ className: "sm:px-5 disabled:opacity-50 text-center" }).split(" ");
    expect(c).toEqual(expect.arrayContaining(["px-4", "sm:px-5", "disabled:opacity-50", "text-white", "text-center"]));
  });
});

describe("Button", () => {
  it("is a type=button unless told otherwise, so it never submits a form by accident", () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toMatch(/^<button type="button" class="[^"]*bg-crust-700[^"]*">Go<\/button>$/);
    expect(renderToStaticMarkup(<Button type="submit">Go</Button>)).toContain('type="submit"');
  });
});
