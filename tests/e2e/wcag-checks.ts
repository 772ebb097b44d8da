// WCAG 2.2 AA checks that axe does not make, one function per criterion. Each measures the page
// as it is in the browser (computed styles, boxes, hit testing) and fails with the offending
// elements named by a short CSS path, so a failure says where to look.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Everything a person can point at or tab to. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The text spacing the criterion asks content to survive. */
export const TEXT_SPACING_CSS = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/** Shared in-page helpers, installed once per document. */
async function installHelpers(page: Page) {
  await page.evaluate((selector) => {
    const w = window as unknown as { __wcag?: unknown };
    if (w.__wcag) return;
    const describe = (element: Element): string => {
      const parts: string[] = [];
      let node: Element | null = element;
      while (node && parts.length < 3) {
        const id = node.id ? `#${node.id}` : '';
        const cls = [...node.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        parts.unshift(`${node.tagName.toLowerCase()}${id}${cls}`);
        if (id) break;
        node = node.parentElement;
      }
      const label = element.getAttribute('aria-label') ?? element.textContent.trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${parts.join(' > ')}${label ? ` "${label}"` : ''}`;
    };
    const isShown = (element: Element): boolean => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      // Visually hidden content (a 1 px clipped box) is for screen readers only.
      return !(rect.width <= 1 && rect.height <= 1);
    };
    w.__wcag = { describe, isShown, selector };
  }, INTERACTIVE);
}

type Helpers = {
  describe: (element: Element) => string;
  isShown: (element: Element) => boolean;
  selector: string;
};

/**
 * 2.5.8 Target size (minimum): every target is at least 24 × 24 CSS px, or a 24 px circle centred
 * on it touches no other target nor the circle of another small target. Links inside a sentence
 * and controls the browser draws at its own size (an unstyled checkbox) are exempt.
 */
export async function expectTargetSize(page: Page) {
  await installHelpers(page);
  const problems = await page.evaluate(() => {
    const { describe, isShown, selector } = (window as unknown as { __wcag: Helpers }).__wcag;
    const targets = [...document.querySelectorAll(selector)].filter((element) => {
      if (!isShown(element)) return false;
      if (element.closest('[inert], [aria-hidden="true"]')) return false;
      // A native input wrapped by (or named by) a visible label: the label is the target too.
      if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        const style = getComputedStyle(element);
        if (style.appearance !== 'none') return false;
      }
      // A link inside running text.
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
        const block = element.parentElement;
        const own = element.textContent.trim().length;
        const around = (block?.textContent ?? '').trim().length;
        if (block && around > own + 10) return false;
      }
      // A file input's own box is replaced by its styled label in this project.
      if (element instanceof HTMLInputElement && element.type === 'file' && getComputedStyle(element).opacity === '0')
        return false;
      return true;
    });
    // Nested targets (a button inside a link's box) count once: keep the outermost.
    const outer = targets.filter((element) => !targets.some((other) => other !== element && other.contains(element)));
    const boxes = outer.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const small = boxes.filter(({ rect }) => rect.width < 23.5 || rect.height < 23.5);
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const failures: string[] = [];
    for (const target of small) {
      const c = centre(target.rect);
      const crowded = boxes.some((other) => {
        if (other === target) return false;
        if (other.element.contains(target.element) || target.element.contains(other.element)) return false;
        if (distanceToRect(c, other.rect) < 12) return true;
        const isSmall = small.includes(other);
        if (!isSmall) return false;
        const oc = centre(other.rect);
        return Math.hypot(c.x - oc.x, c.y - oc.y) < 24;
      });
      if (crowded) {
        failures.push(`${describe(target.element)} ${Math.round(target.rect.width)}×${Math.round(target.rect.height)}`);
      }
    }
    return failures;
  });
  expect(problems, 'targets smaller than 24 × 24 px without the spacing exception').toEqual([]);
}

/** Where focus is now, and whether hit testing at its centre or inset corners finds it. */
function probeFocus() {
  const { describe } = (window as unknown as { __wcag: Helpers }).__wcag;
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  if (!element || element === document.body) return { key: 'body', obscured: false, name: 'body' };
  const name = describe(element);
  const key = `${name}@${[...document.querySelectorAll('*')].indexOf(element)}`;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return { key, obscured: false, name };
  const insetX = Math.min(4, rect.width / 4);
  const insetY = Math.min(4, rect.height / 4);
  const points = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + insetX, rect.top + insetY],
    [rect.right - insetX, rect.top + insetY],
    [rect.left + insetX, rect.bottom - insetY],
    [rect.right - insetX, rect.bottom - insetY],
  ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! < innerWidth && y! < innerHeight);
  const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
  const tops = points.map(([x, y]) => document.elementFromPoint(x!, y!));
  const visible = tops.some((top) =>
    Boolean(top && (element.contains(top) || top.contains(element) || label?.contains(top))),
  );
  const cover = tops[0] ? describe(tops[0]) : 'outside the viewport';
  return { key, obscured: !visible, name: visible ? name : `${name} under ${cover}` };
}

/** Probes focus; when it looks hidden, probes again after the next frame, as a person would see
 * it (the scroll that brings a focused element into view may land a frame later). */
async function probeSettled(page: Page) {
  const first = await page.evaluate(probeFocus);
  if (!first.obscured) return first;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(probeFocus);
}

/**
 * 2.4.11 Focus not obscured (minimum): tabbing forward through the page, then back up (where a
 * sticky bar at the top is in the way), each focused element shows at least part of itself: hit
 * testing at its centre or an inset corner finds it, not a sticky bar, slide-over or banner.
 * Returns how many stops were visited.
 */
export async function expectFocusNotObscured(page: Page, maxStops = 100): Promise<number> {
  await installHelpers(page);
  // A keyboard journey: the pointer is parked outside the page, so no hover state covers the focus
  // (the headless shell puts it at the top-left corner, over the dashboards' rail, which widens
  // under a pointer).
  await page.mouse.move(-1, -1);
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const hidden = new Set<string>();
  const seen = new Set<string>();
  let stops = 0;
  for (; stops < maxStops; stops++) {
    await page.keyboard.press('Tab');
    const result = await probeSettled(page);
    if ((result.key === 'body' && stops > 0) || seen.has(result.key)) break;
    seen.add(result.key);
    if (result.obscured) hidden.add(result.name);
  }
  for (let back = 0; back < Math.min(stops, 30); back++) {
    await page.keyboard.press('Shift+Tab');
    const result = await probeSettled(page);
    if (result.key === 'body') break;
    if (result.obscured) hidden.add(`${result.name} (tabbing back)`);
  }
  expect([...hidden], 'focused elements hidden by other content').toEqual([]);
  return stops;
}

/**
 * 1.4.10 Reflow: at 320 CSS px (or the width given, a phone's or a laptop's) nothing makes the
 * page scroll sideways.
 */
export async function expectNoHorizontalScroll(page: Page, width = 320) {
  const size = page.viewportSize();
  await page.setViewportSize({ width, height: size?.height ?? 720 });
  await page.waitForTimeout(100);
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .filter(
        (element) =>
          !element.parentElement || element.parentElement.getBoundingClientRect().right <= root.clientWidth + 1,
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      .concat(`scrollWidth ${root.scrollWidth} > ${root.clientWidth}`);
  });
  if (size) await page.setViewportSize(size);
  expect(overflow, `horizontal scrolling at ${width} px`).toEqual([]);
}

/** Elements holding text whose content is cut off by their own box (overflow hidden or clip). */
function clippedText(): string[] {
  const { describe, isShown } = (window as unknown as { __wcag: Helpers }).__wcag;
  const holdsText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  const found: string[] = [];
  for (const element of document.querySelectorAll('body *')) {
    if (!(element instanceof HTMLElement) || !holdsText(element) || !isShown(element)) continue;
    // A preview marked data-preview repeats text shown in full elsewhere (e.g. the edit form).
    if (element.closest('[aria-hidden="true"], [data-preview]')) continue;
    if (['INPUT', 'SELECT', 'TEXTAREA', 'OPTION'].includes(element.tagName)) continue;
    const style = getComputedStyle(element);
    const clipsX = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    const clipsY = ['hidden', 'clip'].includes(style.overflowY);
    const wider = element.scrollWidth > element.clientWidth + 1;
    const taller = element.scrollHeight > element.clientHeight + 2;
    if ((clipsX && wider) || (clipsY && taller)) {
      found.push(`clipped: ${describe(element)}`);
    } else if (style.overflowY === 'visible' && style.display !== 'inline' && taller) {
      // Content taller than a box whose height is held: it runs onto whatever follows.
      found.push(`spills: ${describe(element)}`);
    }
  }
  return found;
}

/**
 * 1.4.12 Text spacing: with the criterion's spacing applied (line height 1.5, paragraph spacing
 * 2, letter spacing 0.12, word spacing 0.16 times the font size), no element holding text starts
 * to cut it off (overflow hidden or clip with its content larger than its box) or to let it spill
 * out of a box of held height onto what follows. Text already shortened on purpose before (a
 * two-line preview) is not counted.
 */
export async function expectTextSurvivesSpacing(page: Page) {
  await installHelpers(page);
  const before = new Set(await page.evaluate(clippedText));
  // A constructed style sheet: the site's Content Security Policy refuses inline <style>.
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
  const after = await page.evaluate(clippedText);
  expect(
    after.filter((problem) => !before.has(problem)),
    'text clipped or overlapping with the text spacing applied',
  ).toEqual([]);
}

/**
 * 1.4.4 Resize text: at 200 % zoom (the viewport halves in CSS px) every visible form can be
 * filled and sent: each field and any submit button can be scrolled into view, is wide enough to
 * use and is the element hit at its centre.
 */
export async function expectFormsUsableZoomed(page: Page) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: Math.round(size.width / 2), height: Math.round(size.height / 2) });
  await page.waitForTimeout(100);
  await installHelpers(page);
  const problems = await page.evaluate(async () => {
    const { describe, isShown } = (window as unknown as { __wcag: Helpers }).__wcag;
    const failures: string[] = [];
    const forms = [...document.querySelectorAll('form')].filter(isShown);
    for (const form of forms) {
      const controls = [
        ...form.querySelectorAll(
          'input:not([type="hidden"]), select, textarea, button[type="submit"], button:not([type])',
        ),
      ];
      // Forms that apply as you type (filters) have no submit button; every control is checked.
      for (const control of controls) {
        let target: Element = control;
        if (!isShown(control)) {
          // A visually replaced input (file picker, custom checkbox) is used through its label.
          const label = (control as HTMLInputElement).labels?.[0];
          if (!label || !isShown(label)) continue;
          target = label;
        }
        target.scrollIntoView({ block: 'center', inline: 'center' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const rect = target.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        const reached =
          hit &&
          (target.contains(hit) ||
            hit.contains(target) ||
            (hit instanceof HTMLLabelElement && hit.control === control));
        // Text needs room to be read and typed; a box or a button only needs to be hit.
        const typed =
          !['BUTTON', 'SELECT'].includes(control.tagName) &&
          !['checkbox', 'radio'].includes((control as HTMLInputElement).type);
        const usable = rect.width >= (typed && target === control ? 40 : 12);
        if (!reached || !usable) failures.push(`${reached ? 'too narrow' : 'covered'}: ${describe(control)}`);
      }
    }
    return failures;
  });
  await page.setViewportSize(size);
  expect(problems, 'form controls out of reach at 200 % zoom').toEqual([]);
}

/**
 * 3.3.8 Accessible authentication: every password and code field takes pasted text (no handler
 * cancels the paste) and names its purpose for password managers and one-time-code autofill.
 */
export async function expectAuthFieldsAcceptPasteAndAutofill(page: Page) {
  const fields = page.locator('input[type="password"], input[autocomplete="one-time-code"], input[name*="code" i]');
  const count = await fields.count();
  const problems: string[] = [];
  for (let index = 0; index < count; index++) {
    const field = fields.nth(index);
    if (!(await field.isVisible())) continue;
    // Behind an open modal dialog a field cannot be used at all; the dialog's own fields are checked.
    const usable = await field.evaluate(
      (input) =>
        !input.closest('[inert]') && (!document.querySelector('dialog:modal') || input.closest('dialog:modal')),
    );
    if (!usable) continue;
    const report = await field.evaluate((input: HTMLInputElement) => {
      const isCode = input.type !== 'password';
      const allowed = isCode ? ['one-time-code'] : ['current-password', 'new-password'];
      const autocomplete = input.getAttribute('autocomplete') ?? '';
      const data = new DataTransfer();
      data.setData('text/plain', '123456');
      const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
      const accepted = input.dispatchEvent(paste);
      return {
        name: input.labels?.[0]?.textContent.trim() ?? input.name,
        autocomplete,
        autocompleteOk: allowed.includes(autocomplete),
        accepted,
      };
    });
    if (!report.autocompleteOk) problems.push(`${report.name}: autocomplete="${report.autocomplete}"`);
    if (!report.accepted) problems.push(`${report.name}: paste cancelled`);
    // The browser's own paste path inserts text; the field must keep it.
    await field.fill('');
    await field.focus();
    await page.keyboard.insertText('123456');
    if ((await field.inputValue()) === '') problems.push(`${report.name}: pasted text not kept`);
    await field.fill('');
  }
  expect(problems, 'password and code fields').toEqual([]);
  return count;
}

/**
 * 4.1.3 Status messages: runs `act` and expects `message` to appear inside a status or alert
 * region (role status, alert, log, an aria-live region or output). A polite region must already
 * be in the page before the message arrives, or screen readers miss it.
 */
export async function expectAnnounced(page: Page, act: () => Promise<void>, message: string | RegExp) {
  const regions = '[role="status"], [role="alert"], [role="log"], [aria-live]:not([aria-live="off"]), output';
  await page.evaluate((selector) => {
    for (const region of document.querySelectorAll(selector)) region.setAttribute('data-present-before', '');
  }, regions);
  await act();
  const text = page.getByText(message).filter({ visible: true }).first();
  await expect(text).toBeVisible();
  const where = await text.evaluate((element, selector) => {
    const region = element.closest(selector);
    if (!region) return 'outside any live region';
    if (region.getAttribute('role') === 'alert' || region.getAttribute('aria-live') === 'assertive') return 'ok';
    return region.hasAttribute('data-present-before') ? 'ok' : 'in a polite region added with the message';
  }, regions);
  expect(where, `"${String(message)}" is announced`).toBe('ok');
}

/**
 * Forced colours (Windows high contrast), emulated: buttons keep a visible edge or text, the
 * focus indicator is an outline (box shadows are dropped in this mode), custom checkboxes keep a
 * border, and progress bars are native or opt their fill out of colour forcing.
 */
export async function expectVisibleInForcedColors(page: Page) {
  await page.emulateMedia({ forcedColors: 'active' });
  await installHelpers(page);
  const problems = await page.evaluate(() => {
    const { describe, isShown, selector } = (window as unknown as { __wcag: Helpers }).__wcag;
    const failures: string[] = [];
    const visibleEdge = (style: CSSStyleDeclaration) =>
      ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
      );
    for (const button of document.querySelectorAll('button, [role="button"], input[type="submit"]')) {
      if (!isShown(button) || button.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(button);
      const hasText = button.textContent.trim().length > 0 || button.querySelector('svg, img');
      if (!hasText && !visibleEdge(style)) failures.push(`button without text or edge: ${describe(button)}`);
    }
    const active = document.activeElement;
    for (const element of document.querySelectorAll(selector)) {
      if (!(element instanceof HTMLElement) || !isShown(element) || element.closest('[inert]')) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      const style = getComputedStyle(element);
      const focusVisible = element.matches(':focus-visible');
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
      // Custom controls may draw the ring on a wrapping label.
      const ringHolder = element.closest('label');
      const holderOutlined =
        ringHolder && ringHolder !== element && getComputedStyle(ringHolder).outlineStyle !== 'none';
      if (focusVisible && !outlined && !holderOutlined) failures.push(`focus ring lost: ${describe(element)}`);
    }
    (active as HTMLElement | null)?.focus({ preventScroll: true });
    for (const box of document.querySelectorAll('input[type="checkbox"], input[type="radio"]')) {
      if (!isShown(box)) continue;
      const style = getComputedStyle(box);
      if (style.appearance === 'none' && !visibleEdge(style) && style.forcedColorAdjust !== 'none') {
        failures.push(`checkbox without edge: ${describe(box)}`);
      }
    }
    for (const bar of document.querySelectorAll('[role="progressbar"]')) {
      if (!isShown(bar) || bar.tagName === 'PROGRESS') continue;
      // The fill is what tells the progress: it must keep its colour or draw an edge of its own.
      const fillShown = [bar, ...bar.querySelectorAll('*')].some(
        (part) =>
          getComputedStyle(part).forcedColorAdjust === 'none' || (part !== bar && visibleEdge(getComputedStyle(part))),
      );
      if (!fillShown) failures.push(`progress bar fill lost: ${describe(bar)}`);
    }
    return failures;
  });
  await page.emulateMedia({ forcedColors: 'none' });
  expect(problems, 'controls invisible in forced colours').toEqual([]);
}

/**
 * prefers-reduced-motion: with the preference set, nothing is animating (no running CSS animation
 * or transition, no Web Animation) and no element declares a noticeable animation or transition.
 */
export async function expectNoMotion(page: Page) {
  await installHelpers(page);
  const problems = await page.evaluate(() => {
    const { describe } = (window as unknown as { __wcag: Helpers }).__wcag;
    const failures: string[] = [];
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running') continue;
      const timing = animation.effect?.getComputedTiming();
      const duration = Number(timing?.duration ?? 0);
      if (duration <= 10) continue;
      const target = (animation.effect as KeyframeEffect | null)?.target;
      failures.push(`running ${duration} ms: ${target ? describe(target) : 'document'}`);
    }
    for (const element of document.querySelectorAll('body *')) {
      const style = getComputedStyle(element);
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => Number.parseFloat(part) || 0));
      if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01) {
        failures.push(`animation ${style.animationName}: ${describe(element)}`);
      }
    }
    const smooth = getComputedStyle(document.documentElement).scrollBehavior === 'smooth';
    if (smooth) failures.push('smooth scrolling on the page');
    return failures;
  });
  expect(problems, 'motion with reduced motion requested').toEqual([]);
}

/** Opens a control and waits a frame, so transitions it starts are in getAnimations(). */
export async function clickAndSettle(locator: Locator) {
  await locator.click();
  await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}
