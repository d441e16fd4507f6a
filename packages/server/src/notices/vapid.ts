/**
 * The server's VAPID keys (RFC 8292), which push services check every Web Push request against: created on the
 * first start and kept in the data folder (`vapid.json`, readable by the server's user only), so the browsers'
 * subscriptions, made for the public key, stay valid across restarts. Several processes may start at once on one
 * data folder: the file is created whole or not at all (written aside, then linked into place, which fails if
 * another process linked its own first), so every process reads the one pair of keys and none a half-written file.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { ConfigurationError } from '../configuration-error.js';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const stored = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

function readKeys(file: string): VapidKeys {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    json = null;
  }
  const parsed = stored.safeParse(json);
  if (!parsed.success)
    throw new ConfigurationError(`${file} is not a pair of VAPID keys: remove it to make new ones`);
  return parsed.data;
}

/** The keys in `<dataDir>/vapid.json`, made and written there if it has none. */
export function vapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) return readKeys(file);
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeys(file); // another process made the keys first: use its
  } finally {
    unlinkSync(aside);
  }
}
