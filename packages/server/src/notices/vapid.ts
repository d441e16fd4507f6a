/**
 * The server's VAPID keys (RFC 8292), which push services check every Web Push request against: created on the
 * first start and kept in the data folder (`vapid.json`, readable by the server's user only), so the browsers'
 * subscriptions, made for the public key, stay valid across restarts.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { ConfigurationError } from '../configuration-error.js';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

const stored = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/** The keys in `<dataDir>/vapid.json`, made and written there if it has none. */
export function vapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid.json');
  if (existsSync(file)) {
    const parsed = stored.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success)
      throw new ConfigurationError(`${file} is not a pair of VAPID keys: remove it to make new ones`);
    return parsed.data;
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
