/** The routes whose screens the account's lazily loaded chunk shows (AccountRoute.tsx, screens.tsx). */
import type { Route } from '../router.js';

export type AccountScreenRoute = Extract<Route, { name: 'account' | 'player' | 'leaderboard' }>;
