/** A variant's key: its own options as one canonical line, the same whatever order they were given in. */

/** Options as canonical text: keys sorted, strings bare, anything else as JSON. */
export function canonicalOptions(input: Readonly<Record<string, unknown>>): string {
  return Object.keys(input)
    .sort()
    .map((k) => `${k}=${typeof input[k] === 'string' ? input[k] : JSON.stringify(input[k])}`)
    .join(',');
}
