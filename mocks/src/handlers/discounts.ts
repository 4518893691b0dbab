/** The store owner's discounts on their own products (contract tag `discounts`). */
import { http } from 'msw';
import { discountCapCode, ownStoreProduct, removeDiscount, setDiscount, storeDiscounts } from '../db/seller-discounts.ts';
import { int, readJson } from '../http/body.ts';
import { failWith, invalid, ok } from '../http/envelope.ts';
import { paginate, pagingOf } from '../http/paging.ts';
import { productSummary } from '../views/catalog.ts';
import { withUser } from './with-user.ts';

const PATH = '*/api/marketplace/store/discount';

export const discountHandlers = [
  http.get(PATH, withUser((user, { request }) => {
    const paging = pagingOf(new URL(request.url));
    if (!paging) return invalid('currentPage', 'pageSize');
    const products = storeDiscounts(user.id);
    if (!products) return failWith('1000-1008');
    const page = paginate(products, paging);
    return ok({ ...page, items: page.items.map(productSummary) });
  })),

  http.put(`${PATH}/:id`, withUser(async (user, { request, params }) => {
    const rate = int((await readJson(request)).discountRate);
    if (rate === undefined || rate < 1) return invalid('discountRate');
    const product = ownStoreProduct(user.id, int(params.id) ?? 0);
    if (typeof product === 'string') return failWith(product);
    const capped = discountCapCode(rate);
    if (capped) return failWith(capped, [{ field: 'discountRate', code: capped }]);
    setDiscount(product, rate);
    return ok(productSummary(product));
  })),

  http.delete(`${PATH}/:id`, withUser((user, { params }) => {
    const product = ownStoreProduct(user.id, int(params.id) ?? 0);
    if (typeof product === 'string') return failWith(product);
    removeDiscount(product);
    return ok(productSummary(product));
  })),
];
