/** The seller's own listings: list by state, create and update (multipart), delete. */
import { http } from 'msw';
import { CAPS } from '@mocks/db/caps.ts';
import { db, nextId } from '@mocks/db/database.ts';
import { int } from '@mocks/http/body.ts';
import { fail, failWith, invalid, ok } from '@mocks/http/envelope.ts';
import { paginate, pagingOf } from '@mocks/http/paging.ts';
import { LISTING_APPROVAL_MS } from '@mocks/db/timings.ts';
import type { VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { findListing, listingView, listingViews } from '../views/listings.ts';
import { base, isResponse, nowIso, withSettledUser } from './context.ts';
import { readDraft } from './draft.ts';
import { forgetUploads, keepListingUploads } from '@mocks/db/uploads.ts';
import { newerFirst } from '@mocks/db/timestamps.ts';

export function listingHandlers(v: VerticalConfig) {
  return [
    http.get(`${base(v)}/user/product`, withSettledUser((user, { request }) => {
      const url = new URL(request.url);
      const paging = pagingOf(url);
      if (!paging) return invalid('currentPage', 'pageSize');
      const state = url.searchParams.get('state');
      if (state !== null && !(v.states as readonly string[]).includes(state)) return invalid('state');
      const rows = db.listings
        .filter((l) => l.vertical === v.slug && l.sellerId === user.id && (state === null || l.state === state))
        .sort((a, b) => newerFirst(a.updatedAt ?? a.createdAt, b.updatedAt ?? b.createdAt));
      const page = paginate(rows, paging);
      return ok({ ...page, items: listingViews(page.items, user.id) });
    })),

    http.post(`${base(v)}/user/product`, withSettledUser(async (user, { request }) => {
      const state = userStateOf(v.slug, user.id);
      if (!state.contractAcceptedAt || state.suspended) return failWith('1000-1008');
      const draft = await readDraft(v, request, true);
      if (isResponse(draft)) return draft;
      if (db.listings.length >= CAPS.listings) return fail(500, '1000-1000');
      const now = Date.now();
      const id = nextId('listing');
      const uploads = keepListingUploads(id, draft.images ?? []);
      const listing = {
        id,
        vertical: v.slug,
        sellerId: user.id,
        ...draft.fields,
        state: 'WAITING_FOR_APPROVAL' as const,
        imageCount: Math.max(1, uploads.length),
        uploads,
        favoriteCount: 0,
        viewCount: 0,
        approvesAt: now + LISTING_APPROVAL_MS,
        createdAt: new Date(now).toISOString(),
      };
      db.listings.push(listing);
      return ok(listingView(listing, user.id));
    })),

    http.put(`${base(v)}/user/product/:id`, withSettledUser(async (user, { request, params }) => {
      const listing = findListing(int(params.id));
      if (!listing || listing.vertical !== v.slug || listing.state === 'REMOVED') return failWith('2000-0202');
      if (listing.sellerId !== user.id) return failWith('1000-1008');
      if (listing.state === 'SOLD' || listing.state === 'SWAPPED') return failWith('2000-0084');
      const draft = await readDraft(v, request, false);
      if (isResponse(draft)) return draft;
      Object.assign(listing, draft.fields, {
        state: 'WAITING_FOR_APPROVAL',
        approvesAt: Date.now() + LISTING_APPROVAL_MS,
        rejectReason: undefined,
        updatedAt: nowIso(),
      });
      if (draft.images !== undefined) {
        // Sent pictures replace the old ones (the contract's update); the old ones leave memory.
        forgetUploads(listing.uploads);
        listing.uploads = keepListingUploads(listing.id, draft.images);
        listing.imageCount = Math.max(1, listing.uploads.length);
      }
      return ok(listingView(listing, user.id));
    })),

    http.delete(`${base(v)}/user/product/:id`, withSettledUser((user, { params }) => {
      const listing = findListing(int(params.id));
      if (!listing || listing.vertical !== v.slug || listing.state === 'REMOVED') return failWith('2000-0202');
      if (listing.sellerId !== user.id) return failWith('1000-1008');
      listing.state = 'REMOVED';
      listing.approvesAt = undefined;
      listing.updatedAt = nowIso();
      for (const n of db.negotiations) if (n.listingId === listing.id && (n.status === 'PENDING' || n.status === 'COUNTER_OFFERED')) n.status = 'CANCELLED';
      return ok({});
    })),
  ];
}
