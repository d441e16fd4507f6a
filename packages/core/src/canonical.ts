/**
 * Canonical JSON: object keys sorted, so equal data gives equal text. Used as the identity of actions
 * (uniqueness of legal actions) and to compare states and views in the conformance suite.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v as object).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

export const sameData = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
