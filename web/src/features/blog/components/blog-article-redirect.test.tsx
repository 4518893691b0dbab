import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeBackend, failure, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { BlogArticleRedirect } from './blog-article-redirect.tsx';

/** The id address shows the redirect; any other address says where the browser ended up. */
function Page() {
  const { pathname } = useLocation();
  const match = /^\/blog\/yazi\/(.+)$/.exec(pathname);
  return match ? <BlogArticleRedirect id={Number(match[1])} /> : <p>{`Adres: ${pathname}`}</p>;
}

describe('BlogArticleRedirect', () => {
  it('replaces /blog/yazi/:id with the article slug URL', async () => {
    const { calls } = fakeBackend(({ url }) =>
      url.endsWith('/api/blog/article/7') ? ok({ id: 7, slug: 'cay-keyfini-artiran-oneriler', title: 'Çay keyfi' }) : failure(404, '2000-0217'),
    );
    const { router } = renderWithProviders(<Page />, { path: '/blog/yazi/7' });
    expect(await screen.findByText('Adres: /blog/cay-keyfini-artiran-oneriler')).toBeTruthy();
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual(['/api/blog/article/7']);
    // Replaced, not pushed: the id address is not left in the history.
    expect(router.state.historyAction).toBe('REPLACE');
  }, 20_000);

  it('is the not-found page when the article does not exist', async () => {
    fakeBackend(() => failure(404, '2000-0217'));
    renderWithProviders(<Page />, { path: '/blog/yazi/999' });
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeTruthy();
  }, 20_000);

  it('tells the user when the blog cannot be reached and links back to the blog', async () => {
    fakeBackend(() => failure(500, '1000-1000'));
    renderWithProviders(<Page />, { path: '/blog/yazi/999', immediateRetries: true });
    expect(await screen.findByText('Yazı şu an yüklenemedi.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blog ana sayfasına dön' }).getAttribute('href')).toBe('/blog');
  }, 20_000);

  it('does not call the service for an id that is not a number', async () => {
    const { calls } = fakeBackend(() => ok(null));
    renderWithProviders(<Page />, { path: '/blog/yazi/abc' });
    expect(await screen.findByRole('heading', { name: 'Aradığınız sayfa bulunamadı' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  }, 20_000);
});
