import type { Category } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';
import { classNames } from '@/utils/class-names.ts';

interface SectionCategoriesProps {
  categories: readonly Category[] | undefined;
  selected: string | undefined;
  hrefFor: (category: string | undefined) => string;
}

/**
 * The section's top categories as links; the chosen one is marked, "Tümü" clears it. Plain markup drawn
 * as MUI's clickable Chips (ui/plain-chip.css): the row is on the first screen of every section home.
 */
export function SectionCategories({ categories, selected, hrefFor }: SectionCategoriesProps) {
  const top = (categories ?? []).filter((category) => category.parentId === null);
  const chosenSub = (categories ?? []).find((category) => category.slug === selected && category.parentId !== null);
  const items = chosenSub ? [...top, chosenSub] : top;
  const chip = (label: string, slug: string | undefined) => (
    <RouterLink
      to={hrefFor(slug)}
      className={classNames('plain-chip', selected === slug && 'plain-chip--selected')}
      aria-current={selected === slug ? 'page' : undefined}
    >
      {label}
    </RouterLink>
  );
  return (
    <nav aria-label="Kategoriler" className="section-categories">
      <ul>
        <li>{chip('Tümü', undefined)}</li>
        {categories === undefined
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index} aria-hidden>
                <PlainSkeleton className="section-categories__placeholder" />
              </li>
            ))
          : items.map((category) => <li key={category.id}>{chip(category.name, category.slug)}</li>)}
      </ul>
    </nav>
  );
}
