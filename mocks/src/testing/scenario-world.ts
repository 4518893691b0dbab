/**
 * For a scenario's test: the HTTP server, a world started from the scenario by its first call (as a QA
 * run asks for it, with X-Carsi-World and X-Carsi-Scenario), and the member the README says to sign in as.
 */
import { scenarioInfos, type SignIn } from '../scenarios/index.ts';
import { inWorld, useMockHttpServer, type RunningMocks, type WorldApi } from './world-server.ts';

export interface ScenarioWorld {
  mocks: RunningMocks;
  /** Calls in a world of the test's own, started from the scenario. */
  call: WorldApi;
  /** The member to sign in as (mocks/README.md). */
  member: SignIn;
}

export function useScenarioWorld(scenario: string): ScenarioWorld {
  const member = scenarioInfos().find((s) => s.name === scenario)?.signIn;
  if (!member) throw new Error(`no scenario "${scenario}"`);
  const mocks = useMockHttpServer();
  return { mocks, call: inWorld(mocks, `test-${scenario}`, scenario), member };
}
