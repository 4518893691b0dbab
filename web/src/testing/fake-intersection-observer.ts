import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface Watch {
  element: Element;
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  /** What this observer last said (a browser's speaks first when it starts, then only on a change). */
  said?: boolean;
}

const watches = new Set<Watch>();

/** jsdom has no layout, so no IntersectionObserver: the test says where an element is (`placeOnScreen`). */
class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  readonly #callback: IntersectionObserverCallback;

  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.#callback = callback;
    this.rootMargin = options?.rootMargin ?? '0px';
  }

  observe(element: Element): void {
    watches.add({ element, callback: this.#callback, observer: this });
  }

  unobserve(element: Element): void {
    for (const watch of watches) if (watch.observer === this && watch.element === element) watches.delete(watch);
  }

  disconnect(): void {
    for (const watch of watches) if (watch.observer === this) watches.delete(watch);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Puts the fake observer in place of the browser's until `vi.unstubAllGlobals()`. */
export function installFakeIntersectionObserver(): void {
  watches.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Where an element is against the screen: scrolled past (above it), on it, or not yet reached (below). */
export type ScreenPlace = 'above' | 'on' | 'below';

const SCREEN = { width: 390, height: 844 };
const tops: Record<ScreenPlace, number> = { above: -300, on: 300, below: 1200 };

const rect = (top: number, height: number): DOMRectReadOnly => {
  const box = { x: 0, y: top, width: SCREEN.width, height, top, right: SCREEN.width, bottom: top + height, left: 0 };
  return { ...box, toJSON: () => box };
};

/** The screen an observer watches: the viewport moved out (or in) by its rootMargin's top and bottom, in px. */
function rootOf(observer: IntersectionObserver): { top: number; bottom: number } {
  const [top = 0, , bottom = top] = observer.rootMargin.split(/\s+/).map((value) => Number.parseFloat(value));
  return { top: -top, bottom: SCREEN.height + bottom };
}

/**
 * Tells every observer watching `element` where a scroll put it, each as its own rootMargin sees it,
 * and as a browser's would: only those whose answer changed.
 */
export function placeOnScreen(element: Element, where: ScreenPlace): void {
  const box = rect(tops[where], 100);
  act(() => {
    for (const watch of watches) {
      if (watch.element !== element) continue;
      const root = rootOf(watch.observer);
      const inside = box.bottom > root.top && box.top < root.bottom;
      if (watch.said === inside) continue;
      watch.said = inside;
      watch.callback(
        [
          {
            boundingClientRect: box,
            intersectionRatio: inside ? 1 : 0,
            intersectionRect: inside ? box : rect(0, 0),
            isIntersecting: inside,
            rootBounds: rect(root.top, root.bottom - root.top),
            target: element,
            time: performance.now(),
          },
        ],
        watch.observer,
      );
    }
  });
}

/** Whether anything watches `element` (the part that watches it has mounted). */
export const isWatched = (element: Element): boolean => [...watches].some((watch) => watch.element === element);
