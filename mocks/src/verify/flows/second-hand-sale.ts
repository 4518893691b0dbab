/**
 * A second-hand sale: a new seller lists an item; the example member offers a lower price, the seller
 * accepts, the member pays for the accepted offer, the seller ships it and uploads the invoice, and the
 * buyer sees the shipment and the invoice.
 */
import { acceptContract, approved, createListing } from './section-listing.ts';
import { exampleBody, newMember, Walk } from './walk.ts';

interface Order { id: number; status: number }

const invoiceForm = (): FormData => {
  const form = new FormData();
  form.append('invoiceNumber', 'DOG2024000000001');
  form.append('invoiceDate', '2024-05-15');
  form.append('file', new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], 'fatura.pdf', { type: 'application/pdf' }));
  return form;
};

export async function secondHandSaleFlow(walk: Walk, approvalWaitMs: number): Promise<void> {
  const seller = await newMember(walk, 'seller');
  await acceptContract(walk, 'second-hand', seller.token);
  const listing = await approved(walk, 'second-hand', await createListing(walk, 'second-hand', seller.token), approvalWaitMs);
  const buyer = await walk.ctx.members.token();
  const price = Math.max(1, Math.round(listing.price * 0.9));
  const offer = await walk.step('offer a lower price', () => walk.ok<{ id: number; status: string }>('POST', '/api/second-hand/negotiation', { token: buyer, body: { productId: listing.id, price } }));
  if (offer.status !== 'PENDING') throw new Error(`a new offer is ${offer.status}, not PENDING`);
  await walk.step('the buyer cannot accept their own offer', () => walk.refused('1000-1008', 'POST', `/api/second-hand/negotiation/${offer.id}/accept`, { token: buyer }));
  const accepted = await walk.step('the seller accepts the offer', () => walk.ok<{ status: string }>('POST', `/api/second-hand/negotiation/${offer.id}/accept`, { token: seller.token }));
  if (accepted.status !== 'ACCEPTED') throw new Error(`the accepted offer is ${accepted.status}`);
  const order = await walk.step('pay for the accepted offer', () =>
    walk.ok<Order & { totalPrice: number }>('POST', '/api/v2/second-hand/order/create', { token: buyer, body: { ...exampleBody('secondHandCreateOrder'), negotiationId: offer.id } }));
  if (order.totalPrice !== price) throw new Error(`the order costs ${order.totalPrice}, not the agreed ${price}`);
  const sold = await walk.step('the seller sees the sale', () => walk.ok<{ items: Order[] }>('GET', '/api/second-hand/sell-order', { token: seller.token }));
  if (!sold.items.some((o) => o.id === order.id)) throw new Error(`order ${order.id} is not among the seller's sales`);
  const shipped = await walk.step('the seller ships it', () =>
    walk.ok<Order>('POST', `/api/second-hand/sell-order/${order.id}/shipping`, { token: seller.token, body: { cargoCompany: 'Yurtiçi Kargo', trackingNumber: 'YK123456789TR' } }));
  if (shipped.status !== 2) throw new Error(`the shipped order is in status ${shipped.status}, not SHIPPED (2)`);
  await walk.step('the seller uploads the invoice', () => walk.ok('POST', `/api/second-hand/sell-order/${order.id}/invoice`, { token: seller.token, form: invoiceForm() }));
  const bought = await walk.step('the buyer sees the shipment', () => walk.ok<Order>('GET', `/api/second-hand/buy-order/${order.id}`, { token: buyer }));
  if (bought.status < 2) throw new Error(`the buyer sees status ${bought.status}, not SHIPPED`);
  await walk.step('the buyer gets the invoice', () => walk.ok('GET', `/api/second-hand/buy-order/${order.id}/invoice`, { token: buyer }));
}
