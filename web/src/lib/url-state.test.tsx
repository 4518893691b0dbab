import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils.tsx';
import { choiceParam, pageParam, readUrlState, slugParam, textParam, useUrlState, writeUrlState, type UrlSchema } from './url-state.ts';

type Colour = 'kirmizi' | 'mavi';
const isColour = (raw: string | null): raw is Colour => raw === 'kirmizi' || raw === 'mavi';

interface State {
  category: string | undefined;
  colour: Colour;
  size: 'S' | 'M' | undefined;
  text: string | undefined;
  page: number;
}

const schema: UrlSchema<State> = {
  category: slugParam('kategori'),
  colour: choiceParam('renk', isColour, 'mavi'),
  size: choiceParam('beden', (raw): raw is 'S' | 'M' => raw === 'S' || raw === 'M'),
  text: textParam('ara', (text) => text.length >= 2),
  page: pageParam('sayfa'),
};

describe('URL state', () => {
  it('reads every field and takes anything it does not know for the default', () => {
    expect(readUrlState(schema, new URLSearchParams('kategori=kadin-giyim&renk=kirmizi&beden=M&ara=%20kazak%20&sayfa=3'))).toEqual({
      category: 'kadin-giyim',
      colour: 'kirmizi',
      size: 'M',
      text: 'kazak',
      page: 3,
    });
    expect(readUrlState(schema, new URLSearchParams('kategori=Kötü Slug&renk=yesil&beden=XL&ara=a&sayfa=2.5'))).toEqual({
      category: undefined,
      colour: 'mavi',
      size: undefined,
      text: undefined,
      page: 1,
    });
    expect(readUrlState(schema, new URLSearchParams('sayfa=-4')).page).toBe(1);
  });

  it('goes back to page 1 on a change, leaves defaults out and keeps keys it does not own', () => {
    const params = new URLSearchParams('utm=kampanya&sayfa=4&renk=kirmizi');
    expect(writeUrlState(schema, params, { category: 'ayakkabi' }).toString()).toBe('utm=kampanya&renk=kirmizi&kategori=ayakkabi');
    expect(writeUrlState(schema, params, { colour: 'mavi' }).toString()).toBe('utm=kampanya');
    expect(writeUrlState(schema, params, { page: 5 }).toString()).toBe('utm=kampanya&sayfa=5&renk=kirmizi');
    expect(writeUrlState(schema, params, { text: '  bot ' }).toString()).toBe('utm=kampanya&renk=kirmizi&ara=bot');
    expect(writeUrlState(schema, new URLSearchParams('beden=S&sayfa=2'), { size: undefined }).toString()).toBe('');
  });

  it('navigates on change and gives links to other pages', async () => {
    function Probe() {
      const { state, change, hrefFor } = useUrlState(schema);
      return (
        <>
          <p>{`renk: ${state.colour}, sayfa: ${state.page}`}</p>
          <button type="button" onClick={() => change({ colour: 'kirmizi' })}>Kırmızı</button>
          <a href={hrefFor({ page: 2 })}>Sonraki</a>
          <a href={hrefFor({ page: 1 })}>İlk</a>
        </>
      );
    }
    const { router } = renderWithProviders(<Probe />, { path: '/liste?sayfa=3' });
    expect(screen.getByText('renk: mavi, sayfa: 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sonraki' }).getAttribute('href')).toBe('?sayfa=2');
    // An empty query string is still a link that drops the current one.
    expect(screen.getByRole('link', { name: 'İlk' }).getAttribute('href')).toBe('?');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Kırmızı' }));
    expect(await screen.findByText('renk: kirmizi, sayfa: 1')).toBeTruthy();
    expect(router.state.location.search).toBe('?renk=kirmizi');
  });

  it('keeps both of two changes made before the address they lead to has rendered', async () => {
    function Probe() {
      const { state, change } = useUrlState(schema);
      return (
        <>
          <p>{`renk: ${state.colour}, beden: ${state.size ?? '-'}`}</p>
          <button
            type="button"
            onClick={() => {
              change({ colour: 'kirmizi' });
              change({ size: 'M' });
            }}
          >
            İkisi
          </button>
        </>
      );
    }
    const { router } = renderWithProviders(<Probe />, { path: '/liste' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'İkisi' }));
    expect(await screen.findByText('renk: kirmizi, beden: M')).toBeTruthy();
    expect(router.state.location.search).toBe('?renk=kirmizi&beden=M');
  });
});
