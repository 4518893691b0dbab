/**
 * Selling in the craft section: a new member cannot list before accepting the section's contract
 * (1000-1008); after accepting it the listing is created, approved by the moderator and among the
 * member's own listings.
 */
import { acceptContract, approved, createListing } from './section-listing.ts';
import { exampleRequest } from '../contract.ts';
import { newMember, operation, Walk } from './walk.ts';

export async function sectionContractFlow(walk: Walk, approvalWaitMs: number): Promise<void> {
  const seller = await newMember(walk, 'maker');
  const create = operation('craftCreateProduct');
  await walk.step('a listing before the contract is refused', async () => {
    const answer = await walk.ctx.client.send(create.operationId, create.service, (base) => exampleRequest(create).build(seller.token, base));
    if (answer.body?.code !== '1000-1008') throw new Error(`expected 1000-1008, got ${answer.status} ${String(answer.body?.code)}`);
  });
  await acceptContract(walk, 'craft', seller.token);
  const listing = await approved(walk, 'craft', await createListing(walk, 'craft', seller.token), approvalWaitMs);
  const mine = await walk.step("the listing is among the maker's own", () => walk.ok<{ items: { id: number }[] }>('GET', '/api/craft/user/product', { token: seller.token }));
  if (!mine.items.some((l) => l.id === listing.id)) throw new Error(`listing ${listing.id} is not among the maker's listings`);
}
