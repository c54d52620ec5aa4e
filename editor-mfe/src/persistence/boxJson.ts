// JSON of documents for local storage, built from each box's JSON made once: boxes are immutable (the store's
// Immer and the persist rules replace a box that changes), so a write after an edit serialises the boxes that
// changed, not all of them (at 2,000 boxes a whole document took ~25 ms per write, issue 34).

const boxJson = new WeakMap<object, string>();

function cachedJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  let json = boxJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    boxJson.set(value, json);
  }
  return json;
}

/** The same text as JSON.stringify(record) for a plain record whose `boxes` (if any) is an array of plain objects. */
export function recordJson(record: object): string {
  const members: string[] = [];
  for (const [key, value] of Object.entries(record as Record<string, unknown>)) {
    const json =
      key === 'boxes' && Array.isArray(value)
        ? `[${value.map(cachedJson).join(',')}]`
        : (JSON.stringify(value) as string | undefined);
    // Like JSON.stringify: members whose value has no JSON (undefined, functions) are left out.
    if (json !== undefined) members.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${members.join(',')}}`;
}
