/**
 * MSW notes where each handler was declared by creating an Error and reading its stack (a debugging
 * aid of `handler.info.callFrame`). In a minified browser bundle reading a stack costs about half a
 * millisecond, and the mock backend declares hundreds of handlers on every page load. Handlers
 * built inside this function skip it; they work the same, only their `callFrame` stays empty.
 */
export function withoutCallFrames<T>(build: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return build();
  } finally {
    Error.stackTraceLimit = limit;
  }
}
