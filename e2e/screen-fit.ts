// What a narrow screen cuts off (issue #8: every page at 375 px): shared by the layout checks of
// e2e/mobile-layout.spec.ts and the screens' own specs. A table scrolling inside its own named,
// focusable box is allowed (issue #26: the back office's wide tables).
import type { Page } from '@playwright/test';

/** What a 375 px wide screen cuts off, as readable lines (empty when the page fits). */
export function sidewaysProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    // Text for screen readers only (.visually-hidden): a 1 px box that clips what it holds.
    const isScreenReaderOnly = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (node.getBoundingClientRect().width <= 1 && getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const isShown = (element: Element) =>
      element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) && !isScreenReaderOnly(element);
    // A wide table may scroll sideways inside its own box (issue #26), when the box is a named region a
    // keyboard can focus: the box is no problem, and what it holds may reach past the screen's edge.
    const isScrollBox = (element: Element) =>
      element.matches('[role="region"][tabindex="0"]:is([aria-label], [aria-labelledby])') && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const isInScrollBox = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) if (isScrollBox(node)) return true;
      return false;
    };

    if (document.documentElement.scrollWidth > window.innerWidth) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    }
    // Each problem once: what a reported element holds is part of its problem.
    const reported = new Set<Element>();
    const isInsideReported = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) if (reported.has(node)) return true;
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (!isShown(element) || isInsideReported(element) || isScrollBox(element) || isInScrollBox(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -1 || box.right > viewportWidth + 1) {
        problems.push(`${describe(element)} reaches past the screen's edge (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
        reported.add(element);
        continue;
      }
      const style = getComputedStyle(element);
      const isFormControl = element.matches('input, textarea, select');
      if (!isFormControl && element.scrollWidth > element.clientWidth + 1 && style.display !== 'inline') {
        problems.push(
          style.overflowX === 'visible'
            ? `${describe(element)} spills out of its box (${element.scrollWidth} px in ${element.clientWidth} px)`
            : `${describe(element)} cuts off its content or scrolls it sideways (${element.scrollWidth} px in ${element.clientWidth} px)`,
        );
        reported.add(element);
      }
    }
    // A control another element is drawn over cannot be read or pressed.
    for (const control of document.body.querySelectorAll('button, input:not([type="hidden"]), select, textarea, summary, a.button')) {
      if (!isShown(control)) continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (topmost && !control.contains(topmost) && !topmost.contains(control)) {
        problems.push(`${describe(control)} is covered by ${describe(topmost)}`);
      }
    }
    window.scrollTo(0, 0);
    return problems;
  });
}
