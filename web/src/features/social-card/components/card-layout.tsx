import type { ReactElement } from 'react';
import { SITE_NAME } from '@/lib/seo/site-url.ts';
import { formatPrice } from '@/utils/format.ts';
import type { CardContent } from '../types.ts';

/** The card's size: what Open Graph and Twitter's large card show without cropping (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The shop's brand colour (the theme's primary, root.tsx's theme-color). */
const BRAND = '#b3261e';
const INK = '#1d1b1a';
const MUTED = '#5f5a58';
const PICTURE_BOX = 550;
/** Longer names are cut with an ellipsis: three lines of the title's size hold about this many characters. */
const MAX_TITLE_CHARS = 64;

const shortened = (text: string): string => (text.length > MAX_TITLE_CHARS ? `${text.slice(0, MAX_TITLE_CHARS - 1).trimEnd()}…` : text);

/**
 * The social card as satori lays it out (a subset of CSS: every element with more than one child is a
 * flex box). Picture on the left on a warm background (the shop's initial where there is none); on the
 * right the shop's name in its colour, where it is sold, the name, and the price in Turkish format.
 */
export function cardLayout(content: CardContent, picture: string | undefined, fontFamily: string): ReactElement {
  return (
    <div style={{ width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', background: '#ffffff', fontFamily, color: INK }}>
      <div style={{ width: CARD_HEIGHT, height: CARD_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f7efed' }}>
        {picture ? (
          <img src={picture} alt="" width={PICTURE_BOX} height={PICTURE_BOX} style={{ objectFit: 'contain' }} />
        ) : (
          <div style={{ display: 'flex', fontSize: 220, fontWeight: 700, color: BRAND }}>Ç</div>
        )}
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '48px 52px 44px 52px', borderTop: `12px solid ${BRAND}` }}>
        <div style={{ display: 'flex', alignItems: 'center' }}>
          <div style={{ display: 'flex', background: BRAND, color: '#ffffff', fontSize: 38, fontWeight: 700, padding: '6px 22px', borderRadius: 14 }}>{SITE_NAME}</div>
          <div style={{ display: 'flex', marginLeft: 18, fontSize: 28, color: MUTED }}>{content.label}</div>
        </div>
        <div style={{ display: 'flex', fontSize: 46, fontWeight: 700, lineHeight: 1.2, maxHeight: 172, overflow: 'hidden' }}>{shortened(content.title)}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {content.listPrice !== undefined && (
            <div style={{ display: 'flex', fontSize: 30, color: MUTED, textDecoration: 'line-through' }}>{formatPrice(content.listPrice)}</div>
          )}
          <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, color: BRAND }}>{formatPrice(content.price)}</div>
          {content.note && <div style={{ display: 'flex', fontSize: 26, color: MUTED }}>{content.note}</div>}
        </div>
      </div>
    </div>
  );
}
