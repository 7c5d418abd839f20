/**
 * An in-page probe for "click to painted": armed before a click, it ends at the frame after every one of its
 * selectors matches (rAF then a task, the usual next-paint approximation), in milliseconds from the click's event
 * time stamp; `undefined` when they never all match within `timeoutMs`. Watches attributes too, so a section
 * revealed by an attribute change (an `inert` taken off) counts.
 *
 * @example
 *   await page.evaluate(ARM_CLICK_TO_PAINT, { selectors: ['[role="dialog"]'], timeoutMs: 20_000 });
 *   await button.click();
 *   const ms = await page.evaluate(CLICK_TO_PAINT);
 */
type ProbeWindow = { __clickToPaint?: Promise<number | undefined> };

export const ARM_CLICK_TO_PAINT = ({ selectors, timeoutMs }: { selectors: string[]; timeoutMs: number }) => {
  const w = window as unknown as ProbeWindow;
  w.__clickToPaint = new Promise<number | undefined>((resolve) => {
    let clicked = Number.NaN;
    let found = false;
    document.addEventListener('click', (event) => (clicked = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (found || Number.isNaN(clicked) || !selectors.every((selector) => document.querySelector(selector))) return;
      found = true;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    setTimeout(() => {
      observer.disconnect();
      if (!found) resolve(undefined);
    }, timeoutMs);
  });
};

/** The armed probe's result (awaits it in the page). */
export const CLICK_TO_PAINT = () => (window as unknown as ProbeWindow).__clickToPaint;
