/**
 * Reads the bundles of `npm run spec` and proves the contract covers the specification:
 * every call of spec §7 with the fields of §3, the three vertical families, and our conventions.
 */
import { describe, expect, it } from 'vitest';
import { yamlBundle } from '@carsi/tooling/services';
import { readYaml } from '@carsi/tooling/yaml';
import { allOperations, bundle, services, propertyNames, propertySchema, resolve, shapeOf, type Located } from './bundles.ts';

const main = bundle('main');
const find = (method: string, path: string): Located | undefined =>
  allOperations().find((o) => o.method === method && shapeOf(o.path) === shapeOf(path));

const bodyFields = (op: Located): Set<string> => {
  const content = op.operation.requestBody?.content ?? {};
  const media = content['application/json'] ?? content['multipart/form-data'];
  return media ? propertyNames(bundle(op.service), media.schema) : new Set();
};

/** Spec §7, call by call, with the payload fields §3 gives for it. */
const seedCalls: [method: string, path: string, fields?: string[]][] = [
  ['post', '/api/auth/login', ['email', 'password']],
  ['post', '/api/auth/register', ['email', 'password', 'eMessage', 'eOffer', 'pPData']],
  ['post', '/api/auth/forgot-password'],
  ['post', '/api/auth/reset-password'],
  ['get', '/api/user/information'],
  ['put', '/api/user/information', ['companyInformation', 'companyType']],
  ['post', '/api/user/newpassword', ['oldPassword', 'newPassword', 'reNewPassword']],
  ['get', '/api/user/addresses'],
  ['get', '/api/user/address/{id}'],
  ['put', '/api/user/address/{id}', ['addressName', 'firstName', 'lastName', 'phone', 'address', 'province', 'district', 'neighborhood']],
  ['delete', '/api/user/address/{id}'],
  ['post', '/api/user/address', ['addressName', 'firstName', 'lastName', 'companyName', 'phone', 'address', 'province', 'district', 'neighborhood', 'identityNumber', 'taxIdentificationNumber', 'taxAdministration', 'corporateAddress', 'EInvoicePayer']],
  ['get', '/api/user/announcement'],
  ['post', '/api/user/announcement', ['email', 'call', 'sms']],
  ['post', '/api/user/delete-account'],
  ['get', '/api/countrys'],
  ['get', '/api/province'],
  ['get', '/api/province/{p}/district'],
  ['get', '/api/province/{p}/district/{d}/neighborhood'],
  ['get', '/api/v2/marketplace/search/product'],
  ['get', '/api/v2/marketplace/search/filter'],
  ['post', '/api/marketplace/search/autocomplete'],
  ['get', '/api/marketplace/product/{id}'],
  ['get', '/api/marketplace/cart'],
  ['post', '/api/marketplace/cart/{id}'],
  ['put', '/api/marketplace/cart/{id}', ['quantity']],
  ['delete', '/api/marketplace/cart/{id}'],
  ['post', '/api/marketplace/cart/{id}/{status}'],
  ['post', '/api/marketplace/add-cart/list', ['cart']],
  ['get', '/api/marketplace/cart-coupon'],
  ['post', '/api/marketplace/cart-coupon', ['code']],
  ['post', '/api/marketplace/order/create'],
  ['get', '/api/marketplace/order/list'],
  ['get', '/api/marketplace/order/list/{id}'],
  ['post', '/api/marketplace/order/cancel'],
  ['post', '/api/marketplace/order/cancel-list'],
  ['post', '/api/marketplace/order/return'],
  ['post', '/api/marketplace/order/return-list'],
  ['post', '/api/marketplace/order/cancel-return'],
  ['post', '/api/marketplace/order/shipping-update'],
  ['post', '/api/marketplace/order/get-invoice'],
  ['post', '/api/marketplace/order/card/info'],
  ['get', '/api/marketplace/card'],
  ['post', '/api/marketplace/card'],
  ['delete', '/api/marketplace/card/{id}'],
  ['post', '/api/marketplace/favorite/{id}'],
  ['post', '/api/marketplace/unfavorite/{id}'],
  ['get', '/api/marketplace/follow'],
  ['post', '/api/marketplace/follow/{id}'],
  ['post', '/api/marketplace/unfollow/{id}'],
  ['get', '/api/blog/category'],
];

describe('spec §7 calls', () => {
  it.each(seedCalls)('%s %s is in the contract with its fields', (method, path, fields) => {
    const op = find(method, path);
    expect(op, `${method.toUpperCase()} ${path}`).toBeDefined();
    if (!op) return;
    expect(op.operation['x-source']).toBe('seed');
    if (fields) expect([...bodyFields(op)]).toEqual(expect.arrayContaining(fields));
  });

  it('pushes the guest cart as {cart:[{quantity,id}]}', () => {
    const op = find('post', '/api/marketplace/add-cart/list');
    const media = op?.operation.requestBody?.content['application/json'];
    expect(media).toBeDefined();
    const cart = media && propertySchema(main, media.schema, 'cart');
    expect(cart && resolve(main, cart).items && [...propertyNames(main, resolve(main, cart).items ?? {})]).toEqual(
      expect.arrayContaining(['quantity', 'id']),
    );
  });

  it('filters marketplace search by categorySlug, creator, search and brand, sorted and paged', () => {
    const params = find('get', '/api/v2/marketplace/search/product')?.operation.parameters?.map((p) => p.name) ?? [];
    expect(params).toEqual(expect.arrayContaining(['categorySlug', 'creator', 'search', 'brand', 'currentPage', 'pageSize']));
  });

  it('sends the user information update as multipart', () => {
    expect(Object.keys(find('put', '/api/user/information')?.operation.requestBody?.content ?? {})).toContain('multipart/form-data');
  });

  it('pages the ratings and brands by pageSize and currentPage', () => {
    const paged = allOperations().filter((o) => o.service === 'main' && /rating|brand/i.test(o.path) && o.method === 'get');
    expect(paged.length).toBeGreaterThan(0);
    const pagedNames = paged.filter((o) => (o.operation.parameters ?? []).some((p) => p.name === 'currentPage'));
    expect(pagedNames.length).toBeGreaterThanOrEqual(4);
  });
});

describe('content and live services', () => {
  it('serves the four content reads with a 10 s client', () => {
    const paths = Object.keys(bundle('content').paths);
    for (const name of ['featured_categories', 'static_pages', 'main_banner', 'other_services']) {
      expect(paths.some((p) => p.includes(name)), name).toBe(true);
    }
  });

  it('lists live broadcasts by category and shows one by id', () => {
    const live = allOperations().filter((o) => o.service === 'live' && o.method === 'get');
    expect(live.some((o) => (o.operation.parameters ?? []).some((p) => /category/i.test(p.name)))).toBe(true);
    expect(live.some((o) => o.path.includes('{'))).toBe(true);
  });
});

describe('vertical families', () => {
  const prefixes = { 'second-hand': 'secondHand', craft: 'craft', swap: 'swap' } as const;
  type Slug = keyof typeof prefixes;
  const familyOf = (slug: Slug): Map<string, string> =>
    new Map(
      allOperations()
        .filter((o) => o.path.includes(`/${slug}/`))
        .map((o) => [
          `${o.method} ${shapeOf(o.path.replace(`/${slug}/`, '/{vertical}/'))}`,
          o.operation.operationId.slice(prefixes[slug].length),
        ]),
    );

  it('expands the same core operations under each prefix', () => {
    const secondHand = familyOf('second-hand');
    const craft = familyOf('craft');
    const swap = familyOf('swap');
    expect(secondHand.size).toBeGreaterThan(40);
    expect([...craft.keys()].sort()).toEqual([...secondHand.keys()].sort());
    for (const key of secondHand.keys()) expect(swap.has(key), key).toBe(true);
    expect([...craft.values()].sort()).toEqual([...secondHand.values()].sort());
  });

  it('gives swap its offer, doping and ban extras', () => {
    const extras = [...familyOf('swap').entries()].filter(([key]) => !familyOf('second-hand').has(key)).map(([key]) => key);
    for (const word of ['offer', 'doping', 'ban', 'unban']) {
      expect(extras.some((key) => key.includes(`/${word}`)), word).toBe(true);
    }
    expect(extras.length).toBeGreaterThanOrEqual(10);
  });

  it('covers every item of the family list in spec §7', () => {
    const keys = [...familyOf('second-hand').keys()].join('\n');
    for (const word of ['product', 'cart', 'cargo', 'buy-order', 'sell-order', 'order/create', 'negotiation', 'earning', 'question', 'answer', 'comment', 'favorite', 'follow', 'unfollow', 'help', 'mega-menu', 'category', 'last-visit', 'summary', 'contract', 'suspend', 'invoice', 'return']) {
      expect(keys, word).toContain(word);
    }
  });

  it('keeps each vertical its own product states', () => {
    const states = (name: string) => resolve(main, { $ref: `#/components/schemas/${name}` }).enum;
    expect(states('SecondHandProductState')).toEqual(['WAITING_FOR_APPROVAL', 'REJECTED', 'REMOVED', 'ACTIVE', 'SOLD']);
    expect(states('SwapProductState')).toEqual(['WAITING_FOR_APPROVAL', 'REJECTED', 'SWAPPED', 'REMOVED', 'EXPIRED', 'ACTIVE']);
    expect(states('CraftProductState')).toBeDefined();
  });

  it('drops brandId from the swap draft only', () => {
    expect(propertyNames(main, { $ref: '#/components/schemas/SecondHandProductDraft' })).toContain('brandId');
    expect(propertyNames(main, { $ref: '#/components/schemas/CraftProductDraft' })).toContain('brandId');
    expect(propertyNames(main, { $ref: '#/components/schemas/SwapProductDraft' })).not.toContain('brandId');
  });
});

describe('enumerations of spec §3 keep their wire values', () => {
  const values = (name: string) => resolve(main, { $ref: `#/components/schemas/${name}` });
  it.each([
    ['Platform', ['MARKETPLACE', 'SECONDHAND', 'CONTRACTS', 'AUCTION', 'COMPANY', 'CRAFT', 'SWAP', 'ALL'], undefined],
    ['UserType', ['individual', 'corporate'], ['INDIVIDUAL', 'CORPORATE']],
    ['AccountType', ['INDIVIDUAL', 'COMPANY'], undefined],
    ['SearchTargetType', [0, 1, 2, 3], ['PRODUCT', 'CATEGORY', 'BRAND', 'MARKET']],
    ['SortOption', ['PRICE_BY_DESC', 'PRICE_BY_ASC', 'RECOMMENDED', 'MOST_RECENT'], undefined],
    ['HelpCentreSection', ['PRODUCT', 'CONTRACTS', 'HELP'], undefined],
    ['HelpCategory', [1, 2, 3, 4], ['PRODUCT_FEATURES', 'DELIVERY_AND_SHIPPING', 'SERVICE_AND_SUPPORT', 'RETURN_AND_CANCELLATION']],
    ['ProductCondition', ['REASONABLE', 'LIKE_NEW', 'GOOD', 'WORN', 'NEW'], undefined],
    ['DateFilter', ['LAST_24_HOURS', 'LAST_3_DAYS', 'LAST_WEEK', 'LAST_MONTH', 'ALL'], undefined],
    ['OrderStatus', [0, 1, 2, 3, 4], ['RECEIVED', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCEL']],
    ['OrderListTab', [0, 1, 2, 3], ['ALL', 'ONGOINGORDERS', 'RETURNS', 'CANCELLATIONS']],
    ['YesNo', ['YES', 'NO'], undefined],
    ['TradeRole', ['SELLER', 'BUYER'], undefined],
    ['ApprovalStatus', [0, 1, 2], ['FilePending', 'AwaitingAdminApproval', 'Approved']],
    ['SearchPageKind', ['category', 'market', 'search', 'brand'], ['CATEGORY', 'MARKET', 'SEARCH', 'BRAND']],
    ['FlowStep', [0, 1, 2], ['CREATE', 'CONTINUE', 'FINISH']],
    ['ReturnFlowStep', [0, 1, 2, 3], ['CREATE', 'CONTINUE', 'FINISH', 'RETURN']],
    ['CancellationOrigin', [0, 1, 2, 3, 4], ['DEFAULT', 'ADMINCANCEL', 'BUYERCANCEL', 'SELLERCANCEL', 'RETURN']],
    ['ContractStatus', ['pending', 'ACCEPTED', 'PENDING', 'DENIED'], undefined],
    ['SecondHandProductState', ['WAITING_FOR_APPROVAL', 'REJECTED', 'REMOVED', 'ACTIVE', 'SOLD'], undefined],
    ['SwapProductState', ['WAITING_FOR_APPROVAL', 'REJECTED', 'SWAPPED', 'REMOVED', 'EXPIRED', 'ACTIVE'], undefined],
  ] as const)('%s', (name, wire, varnames) => {
    const schema = values(name);
    expect([...(schema.enum ?? [])].sort()).toEqual([...wire].sort());
    expect(schema['x-enum-varnames']?.length, `${name} has readable names`).toBe(schema.enum?.length);
    if (varnames) expect(schema['x-enum-varnames']).toEqual(varnames);
  });
});

describe('conventions', () => {
  const operations = allOperations();

  // What people and Redocly read (the YAML) is what the generators and these tests read (the JSON).
  it.each(services)('writes the %s bundle as YAML and as JSON, the same document', (service) => {
    expect(readYaml(yamlBundle(service))).toEqual(bundle(service));
  });

  it('has unique operationIds across the three services', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks every operation seed or inferred, with one tag, a summary and documented errors', () => {
    for (const { method, path, operation } of operations) {
      const where = `${method} ${path}`;
      expect(['seed', 'inferred'], where).toContain(operation['x-source']);
      expect(operation.tags?.length, where).toBe(1);
      expect(operation.summary, where).toBeTruthy();
      const errors = Object.keys(operation.responses).filter((code) => /^[45]\d\d$/.test(code));
      expect(errors.length, where).toBeGreaterThanOrEqual(2);
      if (operation.security === undefined || operation.security.length > 0) {
        if (operations.find((o) => o.operation === operation)?.service === 'main') expect(errors, where).toContain('401');
      }
    }
  });

  it('gives every request body and required parameter an example', () => {
    for (const { service, method, path, operation } of operations) {
      for (const p of operation.parameters ?? []) {
        if (p.required) expect(p.example ?? p.schema?.example, `${method} ${path} ${p.name}`).toBeDefined();
      }
      const json = operation.requestBody?.content['application/json'];
      if (json) {
        const schema = resolve(bundle(service), json.schema);
        expect(json.example ?? schema.example ?? schema.examples, `${method} ${path} body`).toBeDefined();
      }
    }
  });
});
