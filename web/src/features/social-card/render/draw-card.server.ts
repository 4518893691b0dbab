import satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH, cardLayout } from '../components/card-layout.tsx';
import type { CardContent } from '../types.ts';
import { CARD_FONT, cardFonts } from './card-fonts.server.ts';
import { cardPicture } from './card-picture.server.ts';
import { svgToPng } from './resvg.server.ts';

/** A card drawn as PNG bytes: the picture fetched, the layout set by satori as SVG, drawn by resvg. */
export async function drawCard(content: CardContent): Promise<Uint8Array<ArrayBuffer>> {
  const picture = await cardPicture(content.pictureUrl);
  const svg = await satori(cardLayout(content, picture, CARD_FONT), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts });
  return svgToPng(svg);
}
