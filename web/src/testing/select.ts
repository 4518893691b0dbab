import { screen, within } from '@testing-library/react';

/** The select (a native one, ui/plain-select.tsx) with this accessible name. */
export const selectNamed = (name: string): HTMLSelectElement => screen.getByRole<HTMLSelectElement>('combobox', { name });

/** What the select shows as chosen. */
export const chosenIn = (name: string): string | null | undefined => selectNamed(name).selectedOptions[0]?.textContent;

/** The choices the select offers, in order (a hidden placeholder is not one). */
export const choicesIn = (name: string): (string | null)[] => within(selectNamed(name)).getAllByRole('option').map((option) => option.textContent);
