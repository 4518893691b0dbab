/**
 * The scenarios QA asks for by name (`X-Carsi-Scenario`, `?scenario=`, `carsi-mocks serve --scenario`):
 * each one small declarative file over the seed (scenarios/kit.ts applies it). mocks/README.md lists
 * them with the member to sign in as.
 */
import companyAwaitingApproval from './company-awaiting-approval.ts';
import couponAndFullCart from './coupon-and-full-cart.ts';
import { applySpec, signInOf, type ScenarioSpec, type SignIn } from './kit.ts';
import liveAuction from './live-auction.ts';
import newMember from './new-member.ts';
import secondHandAcceptedOffer from './second-hand-accepted-offer.ts';
import storeOwner from './store-owner.ts';

export const SCENARIOS: readonly ScenarioSpec[] = [newMember, storeOwner, companyAwaitingApproval, liveAuction, secondHandAcceptedOffer, couponAndFullCart];

export const scenarioNamed = (name: string): ScenarioSpec | undefined => SCENARIOS.find((s) => s.name === name);

export const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((s) => s.name);

/** Applies the named scenario over the current world's store (freshly seeded). */
export function applyScenario(name: string): void {
  const spec = scenarioNamed(name);
  if (!spec) throw new Error(`Unknown scenario "${name}"; known: ${SCENARIO_NAMES.join(', ')}.`);
  applySpec(spec);
}

export interface ScenarioInfo {
  name: string;
  summary: string;
  signIn: SignIn;
}

export const scenarioInfos = (): ScenarioInfo[] => SCENARIOS.map((spec) => ({ name: spec.name, summary: spec.summary, signIn: signInOf(spec) }));

export type { ScenarioSpec, SignIn };
