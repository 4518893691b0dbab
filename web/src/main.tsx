/*
 * The shop starts in stages: React, then the styling runtime, then the app itself. Each stage is a
 * chunk of its own (web/build/start-stages.ts) and its modules run in a task of their own, so the
 * start never holds a phone's main thread for the whole ≈200 ms at once (Lighthouse's TBT). The
 * build preloads all three with the entry, so staging adds no round trip. This module imports nothing
 * itself: whatever it imported statically would run in the entry's task.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function startInStages(): Promise<void> {
  await import('./app/start-stages/react-stage.ts');
  await nextTask();
  await import('./app/start-stages/styles-stage.ts');
  await nextTask();
  const { start } = await import('./app/start.tsx');
  await start();
}

void startInStages();
