import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CONTAINER_WIDTHS, SECTION_VARIANTS, Section, containerClasses } from "./section.tsx";

describe("containerClasses", () => {
  it.each(Object.entries(CONTAINER_WIDTHS))("centres a %s-wide column", (width, maxWidth) => {
    expect(containerClasses(width as keyof typeof CONTAINER_WIDTHS, "py-10").split(" ")).toEqual(
      expect.arrayContaining(["mx-auto", "px-4", maxWidth, "py-10"]),
    );
  });
});

describe("Section", () => {
  it("is named by its heading and puts the action on the heading's line", () => {
    const markup = renderToStaticMarkup(
      <Section headingId="offers-heading" title="Special offers" action={<a href="/x">All</a>}>
        <ul />
      </Section>,
    );
    expect(markup).toBe(
      `<section aria-labelledby="offers-heading" class="${SECTION_VARIANTS.page.section}">` +
        `<div class="flex flex-wrap items-end justify-between gap-2">` +
        `<h2 id="offers-heading" class="${SECTION_VARIANTS.page.heading}">Special offers</h2>` +
        `<a href="/x">All</a></div><ul></ul></section>`,
    );
  });

  it("as a block has no page column, and passes its own id, classes and data on", () => {
    const markup = renderToStaticMarkup(
      <Section
        id="next"
        className="mt-8"
        title="What happens next"
        headingId="next-heading"
        data-step="2"
        variant="block"
      />,
    );
    expect(markup).toBe(
      `<section aria-labelledby="next-heading" class="mt-8" id="next" data-step="2">` +
        `<h2 id="next-heading" class="text-xl font-bold">What happens next</h2></section>`,
    );
  });

  it("as a block without classes has no class attribute", () => {
    expect(renderToStaticMarkup(<Section variant="block" headingId="h" title="T" />)).toMatch(
      /^<section aria-labelledby="h"><h2/,
    );
  });
});
