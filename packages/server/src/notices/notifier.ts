/**
 * Tells a seat its decision is due, where it asked to be told (routes.ts stores where): by Web Push, encrypted
 * for its browser (aes128gcm, RFC 8291) and signed with the server's VAPID key, and by e-mail when an SMTP server
 * is configured. A notice says only which game waits, never what happened in it. Each way is sent at most once a
 * minute (push) or ten minutes (e-mail) per seat, so a turn of many decisions is one notice; a subscription its
 * push service says is gone is forgotten.
 */
import type { Agent } from 'node:https';
import type { Seat } from '@warboard/core';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Storage } from '../storage/storage.js';
import type { PushEndpoints } from './endpoints.js';
import { type Mailer, smtpMailer } from './mailer.js';
import { type VapidKeys, vapidKeys } from './vapid.js';

export interface NoticeOptions {
  /** Where the VAPID keys are kept (`vapid.json`). */
  readonly dataDir: string;
  /** `smtp://` or `smtps://`: e-mail notices are offered only with one. */
  readonly smtpUrl?: string | undefined;
  readonly smtpFrom?: string | undefined;
  /** The address players open the game at (links in e-mails); without it, e-mails name the game only. */
  readonly publicUrl?: string | undefined;
  readonly pushEndpoints?: PushEndpoints;
  /** The agent Web Push requests go through (a test's push endpoint, with a certificate of its own). */
  readonly pushAgent?: Agent;
}

const PUSH_GAP_MS = 60_000;
const EMAIL_GAP_MS = 10 * 60_000;
const MAX_REMEMBERED = 10_000;
const GAME_NAMES: Readonly<Record<string, string>> = { frontline: 'Frontline', horsemen: 'Four Horsemen' };

/** The game a notice is about. */
export interface DueGame {
  readonly id: string;
  readonly type: string;
}

export class Notifier {
  readonly keys: VapidKeys;
  readonly pushEndpoints: PushEndpoints;
  private readonly mailer: Mailer | null;
  private readonly subject: string;
  private readonly lastSent = new Map<string, number>(); // `${way}:${game}#${seat}` → ms
  private pending: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: NoticeOptions,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {
    this.keys = vapidKeys(options.dataDir);
    this.pushEndpoints = options.pushEndpoints ?? 'public';
    this.mailer = options.smtpUrl
      ? smtpMailer(options.smtpUrl, options.smtpFrom ?? 'Warboard <warboard@localhost>')
      : null;
    // A push service may write to the subject about the server's pushes: an https address or a mailbox.
    this.subject = options.publicUrl?.startsWith('https:')
      ? options.publicUrl
      : `mailto:${(options.smtpFrom ?? 'warboard@localhost').replace(/^.*<|>.*$/g, '')}`;
  }

  get email(): boolean {
    return this.mailer !== null;
  }

  /** The decisions of `seats` became due: tell each where it asked (in the background; failures are logged). */
  due(game: DueGame, seats: readonly Seat[]): void {
    const work = this.send(game, seats).catch((error: unknown) =>
      this.log.warn({ game: game.id, error: String(error) }, 'notices not sent'),
    );
    this.pending = Promise.all([this.pending, work]);
  }

  /** Settles once the notices asked for so far are sent (or failed). */
  get idle(): Promise<unknown> {
    return this.pending;
  }

  private async send(game: DueGame, seats: readonly Seat[]): Promise<void> {
    const rows = (await this.storage.notices(game.id)).filter((n) => seats.includes(n.seat));
    const name = GAME_NAMES[game.type] ?? game.type;
    const path = `/game/${encodeURIComponent(game.id)}`;
    const sends: Promise<void>[] = [];
    for (const row of rows) {
      const who = `${game.id}#${row.seat}`;
      if (row.push && this.firstIn('push', who, PUSH_GAP_MS)) {
        const payload = JSON.stringify({
          title: `Warboard: ${name}`,
          body: 'Your decision is due.',
          url: path,
        });
        const { endpoint, keys } = row.push;
        sends.push(this.push(game.id, row.seat, { endpoint, keys }, row.email, payload));
      }
      if (row.email && this.mailer && this.firstIn('email', who, EMAIL_GAP_MS)) {
        const link = this.options.publicUrl
          ? `${this.options.publicUrl.replace(/\/$/, '')}${path}`
          : `game ${game.id}`;
        const text = `Your decision is due in a game of ${name} on Warboard.\n\n${link}\n\nYou get this because you asked for e-mail notices for this seat; choose "no e-mail" in the game to stop them.\n`;
        sends.push(this.mailer.send(row.email, `Warboard: your decision is due (${name})`, text));
      }
    }
    const results = await Promise.allSettled(sends);
    for (const r of results)
      if (r.status === 'rejected')
        this.log.warn({ game: game.id, error: String(r.reason) }, 'a notice failed');
  }

  private async push(
    game: string,
    seat: Seat,
    subscription: webpush.PushSubscription,
    email: string | null,
    payload: string,
  ): Promise<void> {
    try {
      await webpush.sendNotification(subscription, payload, {
        vapidDetails: { subject: this.subject, ...this.keys },
        contentEncoding: 'aes128gcm',
        TTL: 24 * 3600,
        urgency: 'high',
        ...(this.options.pushAgent ? { agent: this.options.pushAgent } : {}),
      });
    } catch (error) {
      // 404 and 410: the browser dropped the subscription; it will not come back.
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== 404 && status !== 410) throw error;
      await this.storage.setNotices(game, { seat, push: null, email });
    }
  }

  /** Whether this is the first notice of its way to `who` within `gapMs` (and, if so, it is counted). */
  private firstIn(way: string, who: string, gapMs: number): boolean {
    const key = `${way}:${who}`;
    const now = Date.now();
    const last = this.lastSent.get(key);
    if (last !== undefined && now - last < gapMs) return false;
    this.lastSent.delete(key);
    this.lastSent.set(key, now);
    for (const oldest of this.lastSent.keys()) {
      if (this.lastSent.size <= MAX_REMEMBERED) break;
      this.lastSent.delete(oldest);
    }
    return true;
  }

  close(): void {
    this.mailer?.close();
  }
}
