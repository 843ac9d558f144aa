import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './api';

/** What the page can tell about the element that has keyboard focus. */
interface FocusReport {
  /** A short description of the focused element, for failure messages. */
  element: string;
  /** Focus is on the page itself (between the last control and the browser's own UI). */
  onBody: boolean;
  /** An outline or ring of at least 2px, mostly opaque, on it or on the label around it. */
  indicated: boolean;
  /** Some of it lies inside the viewport and is not covered by something else (a sticky bar). */
  inView: boolean;
  /** What lies on top of its middle, when that is something else. */
  coveredBy?: string;
}

/**
 * Runs in the page. A focus indicator counts when the focused element, or one of its two nearest
 * ancestors (a label styled with focus-within), draws an outline or a spread-only box shadow
 * (a Tailwind ring) at least 2px wide and at least half opaque, not cut off by an ancestor's
 * hidden overflow. A widget that keeps focus on its container and marks the current option
 * (aria-activedescendant) is judged by that option.
 */
async function reportFocus(): Promise<FocusReport> {
  // A focus style may fade in (Tailwind's `transition`): judge it once it has arrived.
  const fading: Animation[] = [];
  for (let node = document.activeElement, depth = 0; node && depth < 3; depth += 1) {
    fading.push(...node.getAnimations().filter((motion) => motion instanceof CSSTransition));
    node = node.parentElement;
  }
  const faded = Promise.all(fading.map((transition) => transition.finished.catch(() => undefined)));
  await Promise.race([faded, new Promise((resolve) => setTimeout(resolve, 1000))]);

  const alphaOf = (color: string) => {
    if (color === 'transparent') return 0;
    const slashAlpha = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
    if (slashAlpha) return Number(slashAlpha[1]) / (slashAlpha[2] ? 100 : 1);
    const rgbaAlpha = /^rgba\([^,]*,[^,]*,[^,]*,\s*([\d.]+)\)$/.exec(color);
    if (rgbaAlpha) return Number(rgbaAlpha[1]);
    return 1;
  };
  const shadowIsRing = (shadow: string) => {
    const color = /(rgba?|oklch|oklab|lab|lch|color)\([^)]*\)/.exec(shadow)?.[0] ?? 'black';
    const lengths = shadow
      .replace(color, '')
      .trim()
      .split(/\s+/)
      .filter((part) => part.endsWith('px'))
      .map((part) => Number.parseFloat(part));
    const [x, y, blur, spread = 0] = lengths;
    return x === 0 && y === 0 && blur === 0 && spread >= 2 && alphaOf(color) >= 0.5;
  };
  // Whatever an ancestor with hidden or scrolling overflow cuts off is not seen.
  const clipOf = (element: Element) => {
    const clip = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      clip.left = Math.max(clip.left, box.left);
      clip.top = Math.max(clip.top, box.top);
      clip.right = Math.min(clip.right, box.right);
      clip.bottom = Math.min(clip.bottom, box.bottom);
    }
    return clip;
  };
  // An indicator drawn from `gap` px outside the element's edge shows if, on some side, it starts
  // inside the clip.
  const showsOutside = (element: Element, gap: number) => {
    const box = element.getBoundingClientRect();
    const clip = clipOf(element);
    return (
      box.left - gap > clip.left ||
      box.top - gap > clip.top ||
      box.right + gap < clip.right ||
      box.bottom + gap < clip.bottom
    );
  };
  const drawsIndicator = (element: Element) => {
    const style = getComputedStyle(element);
    const outlineGap = Number.parseFloat(style.outlineOffset);
    const outline =
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2 &&
      alphaOf(style.outlineColor) >= 0.5 &&
      (outlineGap < 0 || showsOutside(element, outlineGap));
    const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const rings = shadows.filter(shadowIsRing);
    const ring =
      rings.some((shadow) => shadow.includes('inset')) ||
      (rings.length > 0 && showsOutside(element, 0));
    return outline || ring;
  };

  const focused = document.activeElement;
  if (!focused || focused === document.body) {
    return { element: 'body', onBody: true, indicated: false, inView: false };
  }
  const activeId = focused.getAttribute('aria-activedescendant');
  const shown = (activeId && document.getElementById(activeId)) || focused;
  const name =
    shown.getAttribute('aria-label') ?? shown.textContent?.trim().slice(0, 40) ?? '(no text)';
  const element = `<${shown.tagName.toLowerCase()}> "${name}"`;

  let indicated = false;
  for (let node: Element | null = shown, depth = 0; node && depth < 3; depth += 1) {
    if (drawsIndicator(node)) indicated = true;
    node = node.parentElement;
  }

  // A visually hidden control (a file input inside its styled label) is seen as its label.
  const ownBox = shown.getBoundingClientRect();
  const label = shown.closest('label');
  const seen = ownBox.width <= 1 && ownBox.height <= 1 && label ? label : shown;
  const box = seen.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, window.innerWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, window.innerHeight);
  if (right <= left || bottom <= top) return { element, onBody: false, indicated, inView: false };
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  const inView = hit !== null && (seen.contains(hit) || hit.contains(seen));
  const coveredBy = inView ? undefined : hit?.outerHTML.slice(0, 120);
  return { element, onBody: false, indicated, inView, coveredBy };
}

function expectSeen(report: FocusReport): void {
  expect(report.indicated, `no visible focus indicator on ${report.element}`).toBe(true);
  const where = report.coveredBy ? `covered by ${report.coveredBy}` : 'off screen';
  expect(report.inView, `focused ${report.element} is ${where}`).toBe(true);
}

/** Fails unless the focused element shows a focus indicator and can be seen. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const report = await page.evaluate(reportFocus);
  expect(report.onBody, 'keyboard focus fell back to the page').toBe(false);
  expectSeen(report);
}

/** Presses a key and checks that wherever focus lands, it can be seen. */
export async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

const isFocused = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Tabs (or Shift+Tabs) until `target` has focus, at most `maxPresses` times, once the target is
 * on the page (a person waits for the page too). Every stop on the way must show where focus
 * is; the page itself (past the last control) is passed over.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 40 }: { backwards?: boolean; maxPresses?: number } = {},
): Promise<void> {
  await expect(target.first()).toBeAttached();
  for (let presses = 0; presses < maxPresses; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const report = await page.evaluate(reportFocus);
    if (!report.onBody) expectSeen(report);
    if (await isFocused(target)) return;
  }
  throw new Error(`${target} not reached in ${maxPresses} presses of Tab`);
}

/**
 * Tabs through the whole page, from the top to past the last control, and checks that every
 * stop shows where focus is. Returns how many stops there were.
 */
export async function tabThroughPage(page: Page, maxPresses = 150): Promise<number> {
  for (let stops = 0; stops < maxPresses; stops += 1) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(reportFocus);
    if (report.onBody) return stops;
    expectSeen(report);
  }
  throw new Error(`Tab did not leave the page in ${maxPresses} presses`);
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Starts the page signed in as `account`, as a returning visitor would be: the session is in
 * the browser's storage before the first page loads. Signing in by keyboard has its own journey.
 */
export async function startSignedIn(page: Page, account: Account, path: string): Promise<void> {
  const response = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(response.ok()).toBe(true);
  const { user } = (await response.json()) as { user: unknown };
  await page.addInitScript(
    (session) => {
      localStorage.setItem('lendwell.token', session.token);
      localStorage.setItem('lendwell.user', session.user);
    },
    { token: account.token, user: JSON.stringify(user) },
  );
  await page.goto(path);
}
