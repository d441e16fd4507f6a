/**
 * A setting kept in this browser's storage as JSON: read through the setting's own reader, which gets the parsed
 * object (or null when there is none, or it is not JSON) and gives back its value, defaults filled in; written
 * whenever it changes. Storage that is full or refused (private mode) only means the setting is not remembered.
 */
export type Fields = Readonly<Record<string, unknown>> | null;

export function readStored<T>(key: string, read: (fields: Fields) => T): T {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    const v = JSON.parse(raw ?? 'null') as unknown;
    return read(typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : null);
  } catch {
    return read(null);
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // not remembered; still used on this page
  }
}
