/** Reading request bodies without trusting them. */
export type JsonObject = Record<string, unknown>;

export async function readJson(request: Request): Promise<JsonObject> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as JsonObject) : {};
  } catch {
    return {};
  }
}

/** JSON or multipart/form-data (user information PUT) as a flat object; nested JSON parts are parsed. */
export async function readBody(request: Request): Promise<JsonObject> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) return readJson(request);
  try {
    const form = await request.clone().formData();
    const out: JsonObject = {};
    form.forEach((value, key) => {
      if (typeof value !== 'string') {
        out[key] = value;
        return;
      }
      try {
        out[key] = value.startsWith('{') || value.startsWith('[') ? (JSON.parse(value) as unknown) : value;
      } catch {
        out[key] = value;
      }
    });
    return out;
  } catch {
    return {};
  }
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const bool = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : undefined;
export function int(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : undefined;
}
export const obj = (value: unknown): JsonObject | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
