import { signal } from '@preact/signals';

/**
 * The game the lobby's form starts on when it opens next (a tutorial's "play a real game"); without one, the
 * catalogue's first.
 */
export const nextGame = signal<string | null>(null);
