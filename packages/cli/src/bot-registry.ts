/** The bot registry lives in packages/bots, where the server seats the same bots; the CLI re-exports it. */
export { type BotMaker, type BotRegistry, bots, type GameBots } from '@warboard/bots';
