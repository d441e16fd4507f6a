/**
 * The wire contract lives in `@warboard/protocol`; it is re-exported here so that `@warboard/server/protocol`,
 * which earlier clients imported, keeps working. New code imports `@warboard/protocol`.
 */
export * from '@warboard/protocol';
