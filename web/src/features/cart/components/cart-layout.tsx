import { Children, Fragment, isValidElement, type ReactNode } from 'react';

/** Lines on the left (top on a phone), the summary on the right (below) (cart-layout.css, without MUI). */
export function CartLayout({ lines, summary }: { lines: ReactNode; summary: ReactNode }) {
  return (
    <div className="cart-layout">
      <ul className="cart-layout__lines" aria-label="Sepetteki ürünler">
        {Children.toArray(lines).map((line, index) => (
          // The divider goes with the line after it, under that line's key.
          <Fragment key={(isValidElement(line) ? line.key : null) ?? index}>
            {index > 0 && <li className="cart-layout__divider" aria-hidden />}
            {line}
          </Fragment>
        ))}
      </ul>
      <div className="cart-layout__summary">{summary}</div>
    </div>
  );
}
