/** The bots the CLI seats: the catalog's (packages/catalog), as the server seats them. */
export type { BotMaker, BotRegistry, GameBots } from '@warboard/bots';
export { catalogBots as bots } from '@warboard/catalog';
