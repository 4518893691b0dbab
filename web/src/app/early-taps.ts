/** The window event root.tsx sends once the app has hydrated the page and listens to it. */
export const APP_HYDRATED_EVENT = 'carsi:hydrated';

/** Controls that do nothing without the app (links and submit buttons work on their own). */
const HELD_CONTROLS = 'button:not([type=submit]),[role=button],[role=tab],[role=combobox],input[type=checkbox],input[type=radio]';

/**
 * The one script of the page's head (inline, ≈0.4 KB, named by the CSP's nonce or hash): a press on a
 * control before the app has hydrated is kept and pressed again once it has, so "Sepete ekle" tapped
 * as soon as the page shows on a slow phone puts the product in the cart without a second tap. React
 * replays presses only from the moment its root exists, which is after the page's code has arrived.
 */
export const EARLY_TAPS_SCRIPT = [
  '(function(){var held=[];',
  `function hold(e){var c=e.target&&e.target.closest?e.target.closest(${JSON.stringify(HELD_CONTROLS)}):null;if(!c)return;e.preventDefault();e.stopPropagation();held.push(c)}`,
  'addEventListener("click",hold,true);',
  // Pressed again in a task of their own, outside React's commit: React then hydrates the part a press
  // lands on first, and handles it.
  `addEventListener(${JSON.stringify(APP_HYDRATED_EVENT)},function(){removeEventListener("click",hold,true);setTimeout(function(){`,
  'for(var i=0;i<held.length;i++)if(held[i].isConnected)held[i].click();held=[]},0)},{once:true})})()',
].join('');
