// JSON of documents for local storage, built from each box's JSON made once: boxes are immutable (the store's
// Immer and the persist rules replace a box that changes), so a write after an edit serialises the boxes that
// changed, not all of them (at 2,000 boxes a whole document took ~25 ms per write, issue 34). The length of a
// record is known without building it, so history entries that will not be written are never built.

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

/** A member of a record: its key and either its JSON or, for `boxes`, each box's JSON. */
type Member = { key: string; json: string } | { key: string; items: string[] };

/** The members of `record` in order; like JSON.stringify, those without JSON (undefined, functions) are left out. */
function membersOf(record: object): Member[] {
  const members: Member[] = [];
  for (const [name, value] of Object.entries(record as Record<string, unknown>)) {
    const key = JSON.stringify(name);
    if (name === 'boxes' && Array.isArray(value)) {
      members.push({ key, items: value.map(cachedJson) });
      continue;
    }
    const json = JSON.stringify(value) as string | undefined;
    if (json !== undefined) members.push({ key, json });
  }
  return members;
}

/** The same text as JSON.stringify(record) for a plain record whose `boxes` (if any) is an array of plain objects. */
export function recordJson(record: object): string {
  const members = membersOf(record).map((member) =>
    'json' in member ? `${member.key}:${member.json}` : `${member.key}:[${member.items.join(',')}]`,
  );
  return `{${members.join(',')}}`;
}

/** recordJson(record).length, without building the text. */
export function recordLength(record: object): number {
  const members = membersOf(record);
  // Braces, and a comma between members; per member its key, a colon and its value.
  let length = 2 + Math.max(0, members.length - 1);
  for (const member of members) {
    length += member.key.length + 1;
    if ('json' in member) {
      length += member.json.length;
    } else {
      // Brackets, and a comma between items.
      length += 2 + Math.max(0, member.items.length - 1);
      for (const item of member.items) length += item.length;
    }
  }
  return length;
}
