/** The stateful flows of the specification, each one check of the `flows` category. */
import { check, type VerifyContext } from '../context.ts';
import { auctionBidFlow } from './auction-bid.ts';
import { purchaseFlow } from './purchase.ts';
import { secondHandSaleFlow } from './second-hand-sale.ts';
import { sectionContractFlow } from './section-contract.ts';
import { swapFlow } from './swap.ts';
import { StepFailed, Walk } from './walk.ts';

/** Longest wait for the moderator to approve a new listing (the mock server takes 3 s). */
export const DEFAULT_APPROVAL_WAIT_MS = 30_000;

export const FLOWS: readonly { name: string; run: (walk: Walk, approvalWaitMs: number) => Promise<void> }[] = [
  { name: 'register → login → cart → coupon → order → cancel, and a return', run: (walk) => purchaseFlow(walk) },
  { name: 'second-hand offer → accept → order → shipped → invoice', run: secondHandSaleFlow },
  { name: 'swap offer → accept', run: swapFlow },
  { name: 'section contract accepted → listing created and approved', run: sectionContractFlow },
  { name: 'auction bid', run: (walk) => auctionBidFlow(walk) },
];

export async function checkFlows(ctx: VerifyContext, approvalWaitMs = DEFAULT_APPROVAL_WAIT_MS): Promise<void> {
  // The flows wait for approvals in the server's own time: they run side by side.
  await Promise.all(FLOWS.map((flow) => check(ctx, 'flows', flow.name, async () => {
    const walk = new Walk(ctx);
    try {
      await flow.run(walk, approvalWaitMs);
    } catch (error) {
      // A check of what a step answered runs after the step: it is still that step's failure.
      if (error instanceof StepFailed || !walk.stepName) throw error;
      throw new StepFailed(`step "${walk.stepName}": ${(error as Error).message}`, { cause: error });
    }
    return undefined;
  })));
}
