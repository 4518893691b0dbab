/**
 * A swap: a new member and the example member each list an item in the swap section; the example
 * member offers theirs for the new member's, the new member accepts, and both listings are SWAPPED.
 */
import { acceptContract, approved, createListing } from './section-listing.ts';
import { newMember, Walk } from './walk.ts';

export async function swapFlow(walk: Walk, approvalWaitMs: number): Promise<void> {
  const owner = await newMember(walk, 'swapper');
  await acceptContract(walk, 'swap', owner.token);
  const member = await walk.ctx.members.token();
  await acceptContract(walk, 'swap', member);
  const [target, offered] = [await createListing(walk, 'swap', owner.token), await createListing(walk, 'swap', member)];
  await approved(walk, 'swap', target, approvalWaitMs);
  await approved(walk, 'swap', offered, approvalWaitMs);
  const offer = await walk.step('offer a listing in exchange', () =>
    walk.ok<{ id: number; status: string }>('POST', '/api/swap/offer', { token: member, body: { targetProductId: target.id, offeredProductIds: [offered.id], additionalPrice: 0, message: 'Takas teklifim.' } }));
  if (offer.status !== 'PENDING') throw new Error(`a new swap offer is ${offer.status}, not PENDING`);
  await walk.step('the offerer cannot accept their own offer', () => walk.refused('1000-1008', 'POST', `/api/swap/offer/${offer.id}/accept`, { token: member }));
  const accepted = await walk.step('the owner accepts', () => walk.ok<{ status: string }>('POST', `/api/swap/offer/${offer.id}/accept`, { token: owner.token }));
  if (accepted.status !== 'ACCEPTED') throw new Error(`the accepted swap offer is ${accepted.status}`);
  for (const listing of [target, offered]) {
    const after = await walk.step(`listing ${listing.id} is swapped`, () => walk.ok<{ state: string }>('GET', `/api/swap/product/${listing.id}`));
    if (after.state !== 'SWAPPED') throw new Error(`listing ${listing.id} is ${after.state} after the swap, not SWAPPED`);
  }
}
