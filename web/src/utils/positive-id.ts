/** The record id an address names (`/urun/:id`): a whole number above 0, or undefined for anything else. */
export function positiveId(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
