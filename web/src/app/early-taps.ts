import { SERVED_CART_ATTRIBUTE } from '@/lib/served-cart.tsx';

/** The window event root.tsx sends once the app has hydrated the page and listens to it. */
export const APP_HYDRATED_EVENT = 'carsi:hydrated';

/** Controls that do nothing without the app (links and submit buttons work on their own). */
const HELD_CONTROLS = 'button:not([type=submit]),[role=button],[role=tab],[role=combobox],input[type=checkbox],input[type=radio]';

/**
 * The one script of the page's head (inline and small, named by the CSP's nonce or hash), for the time
 * before the app has hydrated: a press on a control that does nothing without the app is kept and
 * pressed again once it has (React replays presses only from the moment its root exists, which is
 * after the page's code has arrived); a choice made in a native select (a list's filters and order,
 * ui/plain-select.tsx) is kept and made again once it has, as a change React hears; a form that posts on its own (the buy box) stops the page's
 * downloads as it leaves, and the page that answers it is made a plain visit in the history.
 */
export const EARLY_TAPS_SCRIPT = [
  '(function(){var held=[];',
  `function hold(e){var c=e.target&&e.target.closest?e.target.closest(${JSON.stringify(HELD_CONTROLS)}):null;if(!c)return;e.preventDefault();e.stopPropagation();held.push(c)}`,
  'addEventListener("click",hold,true);',
  // The browser shows a select's new choice by itself; the app, not there yet, would not act on it.
  'var chosen=[];function choose(e){var s=e.target;if(s&&s.tagName==="SELECT")chosen.push([s,s.value])}addEventListener("change",choose,true);',
  // A form posted before then (the buy box: features/product/api/cart-form.ts) leaves this page: what
  // it still downloads would share a slow line with the answer the visitor waits for. The app's code
  // stopped on its way then fails to import by design, which is not an error of the page.
  'function leave(e){if(e.defaultPrevented)return;stop();addEventListener("unhandledrejection",function(r){r.preventDefault()})}addEventListener("submit",leave);',
  // The page that answers such a post (it carries a notice) becomes a plain visit in the history, so
  // that a reload shows the page again rather than posting the form a second time.
  `if(document.documentElement.getAttribute(${JSON.stringify(SERVED_CART_ATTRIBUTE)}))history.replaceState(null,"",location.href);`,
  // Pressed again in a task of their own, outside React's commit: React then hydrates the part a press
  // lands on first, and handles it.
  `addEventListener(${JSON.stringify(APP_HYDRATED_EVENT)},function(){removeEventListener("click",hold,true);removeEventListener("change",choose,true);removeEventListener("submit",leave);setTimeout(function(){`,
  'for(var i=0;i<held.length;i++)if(held[i].isConnected)held[i].click();held=[];',
  'for(var j=0;j<chosen.length;j++){var s=chosen[j][0];if(s.isConnected){s.value=chosen[j][1];s.dispatchEvent(new Event("change",{bubbles:true}))}}chosen=[]},0)},{once:true})})()',
].join('');
