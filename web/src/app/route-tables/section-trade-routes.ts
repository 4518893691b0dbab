import type { RouteObject } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities, sectionKeys } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import type { SectionRoutes } from '../routes/section-account/per-section.tsx';
import { page } from './page.ts';

type Loader = () => Promise<SectionRoutes>;

const negotiations: Loader = async () => (await import('../routes/section-trade/negotiations.tsx')).sectionNegotiationRoutes;
const swapOffers: Loader = async () => (await import('../routes/section-trade/swap-offers.tsx')).sectionSwapOfferRoutes;
const doping: Loader = async () => (await import('../routes/section-trade/doping.tsx')).sectionDopingRoutes;
const questions: Loader = async () => (await import('../routes/section-trade/questions.tsx')).sectionQuestionRoutes;
const bannedUsers: Loader = async () => (await import('../routes/section-trade/banned-users.tsx')).sectionBannedUserRoutes;

const pageOf = (key: SectionKey, path: string, load: Loader): RouteObject =>
  page(path, async () => (await load())[key] as React.ComponentType);

/** Negotiations, swap offers, questions, doping and bans inside the section account layout, where the section's capability says so. */
export const sectionTradeRoutes: RouteObject[] = sectionKeys.flatMap((key) => {
  const caps = sectionCapabilities[key];
  const paths = sectionPaths[key];
  return [
    ...(caps.negotiation ? [pageOf(key, paths.negotiations.path, negotiations)] : []),
    ...(caps.swapOffers ? [pageOf(key, paths.swapOffers.path, swapOffers)] : []),
    pageOf(key, paths.questions.path, questions),
    ...(caps.doping ? [pageOf(key, paths.doping.path, doping)] : []),
    ...(caps.bans ? [pageOf(key, paths.bannedUsers.path, bannedUsers)] : []),
  ];
});
