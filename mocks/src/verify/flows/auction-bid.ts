/**
 * An auction bid: the example member finds a lot of a LIVE broadcast (through the live service), bids
 * the lowest amount allowed and leads the lot; the same amount again is below the next minimum
 * (2000-0301). The lot the contract's bid example names is left to the examples.
 */
import { examplePath, StepFailed, Walk } from './walk.ts';

interface Lot { id: number; sold: boolean }
interface LotBids { currentPrice: number; nextMinimumBid: number; closed: boolean; bidCount: number }

/** Lots of LIVE broadcasts, of every auction category. */
async function liveLots(walk: Walk): Promise<Lot[]> {
  const categories = await walk.ok<{ id: number }[]>('GET', '/api/auction/category');
  const lots: Lot[] = [];
  for (const category of categories) {
    const broadcasts = await walk.ok<{ id: number; status: string }[] | { items: { id: number; status: string }[] }>('GET', `/live/list?categoryId=${category.id}`);
    for (const broadcast of (Array.isArray(broadcasts) ? broadcasts : broadcasts.items).filter((b) => b.status === 'LIVE')) {
      lots.push(...(await walk.ok<{ lots: Lot[] }>('GET', `/live/broadcast/${broadcast.id}`)).lots.filter((lot) => !lot.sold));
    }
    if (lots.length > 3) break;
  }
  return lots;
}

export async function auctionBidFlow(walk: Walk): Promise<void> {
  const token = await walk.ctx.members.token();
  const exampleLot = examplePath('auctionPlaceBid').split('/')[4];
  const lots = (await walk.step('find lots of a live broadcast', () => liveLots(walk))).filter((lot) => String(lot.id) !== exampleLot);
  if (lots.length === 0) throw new Error('no unsold lot of a LIVE broadcast');
  for (const lot of lots) {
    const state = await walk.step(`read lot ${lot.id}`, () => walk.ok<LotBids>('GET', `/api/auction/lot/${lot.id}/bid`, { token }));
    if (state.closed) continue;
    const answer = await walk.ctx.client.call('POST', `/api/auction/lot/${lot.id}/bid`, { token, body: { amount: state.nextMinimumBid } });
    // The member's own broadcast (2000-0302) or a host's ban (2000-0304): another lot.
    if (answer.body?.code === '2000-0302' || answer.body?.code === '2000-0304') continue;
    await walk.step(`bid ${state.nextMinimumBid} on lot ${lot.id}`, async () => {
      if (answer.status !== 200 || answer.body?.code !== 0) throw new Error(`${answer.status} ${String(answer.body?.code)}`);
      const after = answer.body.data as LotBids;
      if (after.currentPrice !== state.nextMinimumBid || after.bidCount !== state.bidCount + 1) {
        throw new Error(`after the bid the lot shows price ${after.currentPrice} and ${after.bidCount} bids, not ${state.nextMinimumBid} and ${state.bidCount + 1}`);
      }
    });
    await walk.step('the same amount again is below the next minimum', () => walk.refused('2000-0301', 'POST', `/api/auction/lot/${lot.id}/bid`, { token, body: { amount: state.nextMinimumBid } }));
    return;
  }
  throw new StepFailed('step "bid on a lot": every live lot refused the member or was closed');
}
