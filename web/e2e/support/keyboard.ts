import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test';

/** What the keyboard is on: a short description, and whether it is inside the page's landmarks. */
export interface Focused {
  /** "button Sepete ekle", "link İçeriğe geç", "body". */
  label: string;
  /** The landmark around it: banner, main, contentinfo, dialog or none. */
  landmark: string;
}

/**
 * The look a focus ring is made of, on the focused element and on the box the shop draws around it: a
 * text field's frame (MUI draws the field, the input inside is bare) and a checkbox's or radio's
 * button (the native input is invisible). Computed in the page; one line per node.
 */
const RING_OF = `(el) => {
  const nodes = [el];
  const field = el.matches('.MuiInputBase-input') ? el.closest('.MuiInputBase-root') : null;
  if (field) nodes.push(field);
  const control = el.matches('input[type=checkbox], input[type=radio]') ? el.closest('.MuiButtonBase-root') : null;
  if (control) nodes.push(control);
  return nodes.map((node) => {
    const s = getComputedStyle(node);
    const outline = s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 ? 'none' : s.outlineStyle + ' ' + s.outlineWidth + ' ' + s.outlineColor;
    return 'outline ' + outline + '; shadow ' + s.boxShadow;
  }).join(' / ');
}`;

const DESCRIBE = `(el) => {
  if (!el || el === document.body || el === document.documentElement) return { label: 'body', landmark: 'none' };
  const role = el.getAttribute('role') || el.tagName.toLowerCase();
  const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.id || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
  const around = el.closest('[role=dialog], header, main, footer');
  const landmark = !around ? 'none' : around.getAttribute('role') === 'dialog' ? 'dialog' : around.tagName === 'HEADER' ? 'banner' : around.tagName === 'MAIN' ? 'main' : 'contentinfo';
  return { label: role + ' ' + name, landmark };
}`;

/** The element that has the keyboard focus now, described. */
export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(`(${DESCRIBE})(document.activeElement)`) as Promise<Focused>;
}

/**
 * Moves the focus with Tab (or Shift+Tab) until `target` has it, and checks on the way that every
 * element the keyboard lands on shows it: its ring (outline or shadow) differs from how the same element
 * looks unfocused. Answers the stops on the way; fails, naming them, when `target` is not reached.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 }: { back?: boolean; max?: number } = {}): Promise<Focused[]> {
  const path: Focused[] = [];
  const goal = targetElement(target);
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const { here, verdict, reached } = await readStop(page, goal);
    path.push(here);
    // Past the last control the focus leaves the page (the browser's own controls), then wraps.
    if (here.label === 'body') continue;
    expect(verdict, 'the focused element shows a focus ring').toBe('ok');
    if (reached) return path;
  }
  throw new Error(`the keyboard did not reach ${target.toString()} in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}: ${path.map((stop) => stop.label).join(' → ')}`);
}

/** Whether `el` shows a focus ring: 'ok', or what is wrong. Computed in the page. */
const FOCUS_VERDICT = `(el) => {
    if (!el || el === document.body) return 'nothing is focused';
    const ring = ${RING_OF};
    const focusedRing = ring(el);
    // The same element, unfocused: a clone in the same place takes the same styles without :focus.
    const copy = el.cloneNode(true);
    copy.removeAttribute('id');
    copy.setAttribute('aria-hidden', 'true');
    copy.setAttribute('tabindex', '-1');
    copy.classList.remove('Mui-focusVisible', 'Mui-focused');
    const field = el.matches('.MuiInputBase-input') ? el.closest('.MuiInputBase-root') : null;
    const unmark = (node) => [node, ...node.querySelectorAll('.Mui-focused, .Mui-focusVisible')].forEach((n) => n.classList.remove('Mui-focused', 'Mui-focusVisible'));
    unmark(copy);
    let restore = () => copy.remove();
    if (field) {
      const fieldCopy = field.cloneNode(true);
      unmark(fieldCopy);
      fieldCopy.setAttribute('aria-hidden', 'true');
      fieldCopy.querySelectorAll('[id]').forEach((n) => n.removeAttribute('id'));
      field.after(fieldCopy);
      restore = () => fieldCopy.remove();
      const inner = fieldCopy.querySelector('.MuiInputBase-input');
      const unfocused = inner ? ring(inner) : '';
      restore();
      return unfocused === focusedRing ? 'no visible focus on ' + el.outerHTML.slice(0, 160) + ' (' + focusedRing + ')' : 'ok';
    }
    const control = el.matches('input[type=checkbox], input[type=radio]') ? el.closest('.MuiButtonBase-root') : null;
    if (control) {
      const controlCopy = control.cloneNode(true);
      unmark(controlCopy);
      controlCopy.setAttribute('aria-hidden', 'true');
      controlCopy.querySelectorAll('[id]').forEach((n) => n.removeAttribute('id'));
      control.after(controlCopy);
      const inner = controlCopy.querySelector('input');
      const unfocused = inner ? ring(inner) : '';
      controlCopy.remove();
      return unfocused === focusedRing ? 'no visible focus on ' + el.outerHTML.slice(0, 160) + ' (' + focusedRing + ')' : 'ok';
    }
    el.after(copy);
    const unfocused = ring(copy);
    restore();
    return unfocused === focusedRing ? 'no visible focus on ' + el.outerHTML.slice(0, 160) + ' (' + focusedRing + ')' : 'ok';
  }`;

/**
 * The focused element shows a focus ring: its outline or shadow (or its field's) is not what the same
 * element shows unfocused. The unfocused look is read from a copy of the element outside the focus, so
 * the page's own focus and blur handlers (menus, popups) do not run.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const verdict = await page.evaluate(`(${FOCUS_VERDICT})(document.activeElement)`);
  expect(verdict, 'the focused element shows a focus ring').toBe('ok');
}

/** What one Tab press leaves: the stop, whether it shows a focus ring, and whether it is the target. */
interface TabStop {
  here: Focused;
  verdict: string;
  reached: boolean;
  /** The focus is in a text field, which may become another element on focus (the header's search its combobox). */
  onField: boolean;
}

/** The page-side helpers of a Tab step, installed once per document (strings: they run in the page). */
const INSTALL_KIT = `(() => { window.__carsiKeyboard = { describe: ${DESCRIBE}, verdict: ${FOCUS_VERDICT} }; })()`;

/** The stop, read in the page with the helpers INSTALL_KIT put there; undefined before they are. */
function readStopInPage(target: Element | null): TabStop | undefined {
  const kit = (window as unknown as { __carsiKeyboard?: { describe: (el: Element | null) => Focused; verdict: (el: Element | null) => string } }).__carsiKeyboard;
  if (!kit) return undefined;
  const active = document.activeElement;
  const here = kit.describe(active);
  const onField = active?.matches('input, textarea, [contenteditable="true"]') ?? false;
  return { here, verdict: here.label === 'body' ? 'ok' : kit.verdict(active), reached: target !== null && target === active, onField };
}

/**
 * The element a locator points at, found once: finding it by role and name at every stop reads the
 * names of the whole page. Found again once React has replaced it.
 */
interface TargetElement {
  /** The element, looked for again when it is not known or no longer in the page, waiting up to `waitMs`. */
  current: (waitMs?: number) => Promise<ElementHandle<Node> | null>;
}

/**
 * How long a stop in a text field waits for a target that is not in the page: the field may turn into it
 * on focus, a moment after the press, with code loaded then (the header's search and its combobox).
 * Elsewhere a stop does not wait: the target is absent at most stops of a round.
 */
const FIELD_TARGET_WAIT_MS = 2_000;

function targetElement(locator: Locator): TargetElement {
  let handle: ElementHandle<Node> | null = null;
  return {
    async current(waitMs = 0) {
      // A handle of a page that has since gone (a full load) cannot answer: it is looked for again too.
      if (!handle || !(await handle.evaluate((node) => node.isConnected).catch(() => false))) {
        await handle?.dispose().catch(() => undefined);
        handle = waitMs > 0 ? await locator.elementHandle({ timeout: waitMs }).catch(() => null) : await onlyMatch(locator);
      }
      return handle;
    },
  };
}

/** The locator's element if it is in the page now, without waiting; none when it matches several. */
async function onlyMatch(locator: Locator): Promise<ElementHandle<Node> | null> {
  const found = await locator.elementHandles();
  if (found.length === 1) return found[0] ?? null;
  await Promise.all(found.map((extra) => extra.dispose()));
  return null;
}

/** The stop the keyboard is on after a press, in one call to the page: a Tab round of a long page makes hundreds of stops. */
async function readStop(page: Page, target: TargetElement): Promise<TabStop> {
  const read = async (element: ElementHandle<Node> | null): Promise<TabStop> => {
    const asked = (): Promise<TabStop | undefined> => page.evaluate(readStopInPage, element as ElementHandle<Element> | null);
    const stop = (await asked()) ?? (await page.evaluate(INSTALL_KIT).then(asked));
    if (!stop) throw new Error('the keyboard helpers are not in the page');
    return stop;
  };
  const element = await target.current();
  const stop = await read(element);
  if (stop.reached || element !== null || !stop.onField) return stop;
  const appeared = await target.current(FIELD_TARGET_WAIT_MS);
  return appeared ? read(appeared) : stop;
}
