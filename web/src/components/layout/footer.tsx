import { paths, platformHome, platformLabels, platformOrder } from '@/config/paths.ts';
import { TextLink } from '../ui/text-link.tsx';
import { MobileAppLinks } from '../ui/mobile-app-links.tsx';
import { classNames } from '@/utils/class-names.ts';
import { laidOutWhenNearProps } from './offscreen.ts';
import { FooterKeywords } from './footer-keywords.tsx';
import { FooterStaticPages } from './footer-static-pages.tsx';

/**
 * Below the page on every screen, the footer is laid out only as it comes near (offscreen.ts); until
 * then it holds its height by breakpoint, as the server renders it with the seed's links (px, measured
 * at 360–1 280 px wide).
 */
const laidOut = laidOutWhenNearProps({ xs: 1180, sm: 810, md: 740, lg: 690 });

/**
 * The dark footer of every page, in plain CSS (footer.css): a short page (an empty cart, a small
 * category) has it on its first screen, and it must not bring MUI with it.
 */
export function Footer() {
  return (
    <footer className={classNames('site-footer', laidOut.className)} style={laidOut.style}>
      <div className="page-width site-footer__inner">
        <div className="site-footer__grid">
          <div>
            <h2 className="site-footer__brand">Çarşı</h2>
            <p className="site-footer__note">Yeni, ikinci el, takas, mezat ve el emeği ürünler tek çarşıda.</p>
          </div>
          <nav aria-label="Alt menü">
            <h2 className="site-footer__heading">Keşfet</h2>
            <ul className="site-footer__links">
              {platformOrder.map((platform) => (
                <li key={platform}>
                  <TextLink to={platformHome[platform]} color="inherit">
                    {platformLabels[platform]}
                  </TextLink>
                </li>
              ))}
              <li>
                <TextLink to={paths.blog.getHref()} color="inherit">
                  Blog
                </TextLink>
              </li>
              <li>
                <TextLink to={paths.help.getHref()} color="inherit">
                  Yardım Merkezi
                </TextLink>
              </li>
            </ul>
          </nav>
          <nav aria-label="Kurumsal">
            <FooterStaticPages />
          </nav>
          <div>
            <h2 className="site-footer__heading">Mobil uygulamalarımız</h2>
            <MobileAppLinks color="inherit" className="site-footer__apps" />
          </div>
        </div>
        <FooterKeywords />
        <p className="site-footer__note site-footer__copyright">© {new Date().getFullYear()} Çarşı. Tüm hakları saklıdır.</p>
      </div>
    </footer>
  );
}
