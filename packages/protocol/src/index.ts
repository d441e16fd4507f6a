export * from './catalog.js';
export * from './client.js';
export * from './common.js';
export * from './errors.js';
export * from './imports.js';
export * from './lobby.js';
export * from './server.js';
export * from './text.js';
