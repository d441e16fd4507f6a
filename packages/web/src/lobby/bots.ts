import { type MessageKey, t } from '../i18n/i18n.js';

/**
 * What a new bot seat plays unless the player picks otherwise: a search bot at its middle budget, which plays
 * sensibly and still moves within a fraction of a second (docs/bots.md). The random bot is there for tests and
 * the curious, not as the opponent someone meets first.
 */
export const DEFAULT_BOT = 'normal';

/** The bot to preselect among those the server offers. */
export const defaultBot = (offered: readonly string[]): string =>
  offered.includes(DEFAULT_BOT) ? DEFAULT_BOT : (offered[0] ?? 'random');

const LABELS: Readonly<Record<string, readonly [name: MessageKey, hint: MessageKey]>> = {
  random: ['bot.random', 'bot.random.hint'],
  heuristic: ['bot.heuristic', 'bot.heuristic.hint'],
  easy: ['bot.easy', 'bot.easy.hint'],
  normal: ['bot.normal', 'bot.normal.hint'],
  hard: ['bot.hard', 'bot.hard.hint'],
};

/** A bot's name as players read it; a bot this client does not know keeps its own name. */
export const botLabel = (name: string): string => {
  const keys = LABELS[name];
  return keys ? t(keys[0]) : name;
};

/** A bot as offered when a seat is filled: its name and what it does. */
export const botOption = (name: string): string => {
  const keys = LABELS[name];
  return keys ? t('bot.option', { name: t(keys[0]), hint: t(keys[1]) }) : name;
};
