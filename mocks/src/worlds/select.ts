/**
 * Answers a request in the world it names (`X-Carsi-World`, `X-Carsi-Scenario`): the Node entries
 * (http-server.ts, node.ts) wrap every answer in it. The control API's world and scenario lists are
 * about all worlds and answer outside any.
 */
import { runInWorld } from './scope.ts';
import { SCENARIO_HEADER, WORLD_HEADER } from './names.ts';
import { WorldRefusal, worldFor } from './registry.ts';

const ABOUT_ALL_WORLDS = /\/__control\/(worlds|scenarios)(\/|$)/;

/** A world name or scenario the registry refused: plain JSON like the control API's, in English. */
export const refusalAnswer = (refusal: WorldRefusal): Response => Response.json({ error: refusal.message }, { status: refusal.status });

export async function answerInWorld<T>(request: Request, answer: () => Promise<T>): Promise<T | Response> {
  if (request.url.includes('/__control/') && ABOUT_ALL_WORLDS.test(new URL(request.url).pathname)) return answer();
  let world;
  try {
    world = worldFor(request.headers.get(WORLD_HEADER), request.headers.get(SCENARIO_HEADER));
  } catch (error) {
    if (error instanceof WorldRefusal) return refusalAnswer(error);
    throw error;
  }
  return runInWorld(world, answer);
}
