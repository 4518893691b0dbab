/**
 * A call's parameters as the generators read them from a bundle of `npm run spec`: written in place,
 * or shared under `#/components/parameters/…` and named by a `$ref` (orval.config.ts picks the paged
 * lists by theirs, scripts/generate-operation-index.ts the request headers).
 */
export interface ParameterObject {
  $ref?: string;
  name?: string;
  in?: string;
}

export interface ParameterComponents {
  components?: { parameters?: Record<string, ParameterObject> };
}

const SHARED_PARAMETER = /^#\/components\/parameters\/(.+)$/;

/** The parameter itself, or the shared one its `$ref` names (as written when the bundle has none by that name). */
export function resolveParameter(bundle: ParameterComponents, parameter: ParameterObject): ParameterObject {
  const name = parameter.$ref?.match(SHARED_PARAMETER)?.[1];
  return name ? (bundle.components?.parameters?.[name] ?? parameter) : parameter;
}
