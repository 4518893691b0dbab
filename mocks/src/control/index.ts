/** Run-time control of the mock backend (fault injection, reset). UI-free. */
export { ALL_OPERATIONS, FAULT_KINDS, FAULTS_QUERY_PARAM, FAULTS_STORAGE_KEY, MAX_LATENCY_MS } from './fault-types.ts';
export type { FaultKind, FaultRule } from './fault-types.ts';
export { FaultSpecError, formatFaultSpec, parseFaultSpec, validateRule } from './fault-spec.ts';
export { addFault, clearFaults, faultsFor, listFaults, onFaultsChange, setFaults } from './fault-store.ts';
export { applyFaults, HANG_LIMIT_MS, MALFORMED_BODY } from './apply-faults.ts';
export { loadBrowserFaults, type KeyValueStorage } from './browser-faults.ts';
export { controlHandlers } from './control-handlers.ts';
export { resetAll } from './reset.ts';
export { isMockWorkerUpdateMessage } from './worker-update-noise.ts';
export { DEFAULT_WORLD, SCENARIO_HEADER, SCENARIO_QUERY_PARAM, WORLD_COOKIE, WORLD_HEADER, WORLD_QUERY_PARAM, isWorldName, worldStorageKey } from '../worlds/names.ts';
export {
  configureWorlds,
  createWorld,
  DEFAULT_MAX_WORLDS,
  DEFAULT_WORLD_IDLE_MS,
  dropNamedWorlds,
  dropWorld,
  setBaseScenario,
  WorldRefusal,
  worldsReport,
  type WorldInfo,
  type WorldSettings,
  type WorldsReport,
} from '../worlds/registry.ts';
export { currentWorld } from '../worlds/scope.ts';
export { SCENARIO_NAMES, scenarioInfos, type ScenarioInfo } from '../scenarios/index.ts';
