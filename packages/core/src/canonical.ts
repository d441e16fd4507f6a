/**
 * Canonical JSON: object keys sorted, so equal data gives equal text. Used as the identity of actions
 * (uniqueness of legal actions) and to compare states and views in the conformance suite. Written out by
 * hand because it runs for every legal action of every position the suite visits.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    return value === undefined ? 'null' : (JSON.stringify(value) ?? 'null');
  }
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v === undefined || typeof v === 'function') continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}
