import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { classNames } from '@/utils/class-names.ts';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Where a page stands (Ana sayfa / Giyim / Ayakkabı) as MUI's Breadcrumbs draws it with links in the
 * text's colour, underlined under the pointer (plain-breadcrumbs.css): the first screen of a list or a
 * product carries no MUI for it.
 */
export function PlainBreadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Konumunuz" className={classNames('plain-breadcrumbs', className)}>
      <ol>
        {crumbs.map((crumb, at) => (
          <Fragment key={crumb.to}>
            {at > 0 && (
              <li aria-hidden="true" className="plain-breadcrumbs__separator">
                /
              </li>
            )}
            <li>
              <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
