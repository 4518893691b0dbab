import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import type { Category } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';

interface SectionCategoriesProps {
  categories: readonly Category[] | undefined;
  selected: string | undefined;
  hrefFor: (category: string | undefined) => string;
}

/** The section's top categories as links; the chosen one is marked, "Tümü" clears it. */
export function SectionCategories({ categories, selected, hrefFor }: SectionCategoriesProps) {
  const top = (categories ?? []).filter((category) => category.parentId === null);
  const chosenSub = (categories ?? []).find((category) => category.slug === selected && category.parentId !== null);
  const items = chosenSub ? [...top, chosenSub] : top;
  return (
    <Box component="nav" aria-label="Kategoriler" sx={{ overflowX: 'auto', pb: 0.5 }}>
      <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0, width: 'max-content' }}>
        <li>
          <Chip
            component={RouterLink}
            to={hrefFor(undefined)}
            clickable
            label="Tümü"
            color={selected === undefined ? 'primary' : 'default'}
            aria-current={selected === undefined ? 'page' : undefined}
          />
        </li>
        {categories === undefined
          ? Array.from({ length: 5 }, (_, index) => (
              <li key={index} aria-hidden>
                <Skeleton variant="rounded" width={96} height={32} />
              </li>
            ))
          : items.map((category) => (
              <li key={category.id}>
                <Chip
                  component={RouterLink}
                  to={hrefFor(category.slug)}
                  clickable
                  label={category.name}
                  color={selected === category.slug ? 'primary' : 'default'}
                  aria-current={selected === category.slug ? 'page' : undefined}
                />
              </li>
            ))}
      </Box>
    </Box>
  );
}
