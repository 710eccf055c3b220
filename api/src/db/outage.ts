/** Database outages: telling one from other errors, and logging them without a line per request. */
import type { FastifyBaseLogger } from 'fastify';
import { outageLog } from '@ffc/server-kit/server';

/** A lost connection's message, any case (see databaseOutage). */
const CONNECTION_LOST = new RegExp(
  [
    'Connection terminated',
    'connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error',
    'Client was closed',
  ].join('|'),
  'i',
);

/**
 * What kind of database outage an error shows (a socket error code, a PostgreSQL SQLSTATE, or
 * `connection lost`), or undefined when it is not one: PostgreSQL could not be reached, dropped
 * the connection, or is starting or shutting down.
 */
export function databaseOutage(error: unknown): string | undefined {
  const code = errorCode(error);
  const message = errorField(error, 'message');
  if (code !== undefined) {
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return code;
    // Class 08: connection exceptions; 57P01-57P03: shutdown, crash, starting up; 53300: too many connections.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return code;
  }
  // node-postgres raises these without a code when a connection dies or cannot be had in time.
  const lost = typeof message === 'string' && CONNECTION_LOST.test(message);
  return lost ? 'connection lost' : undefined;
}

export const isDatabaseUnavailable = (error: unknown): boolean => databaseOutage(error) !== undefined;

/**
 * Logs database outages at most once per few seconds per kind, not once per request (each
 * request of an outage fails the same way): the line counts the requests refused since the last.
 */
export function databaseOutageLog(log: FastifyBaseLogger, what: string) {
  const note = outageLog<unknown>((error, heldBack) => log.error({ err: error, failedSinceLastLine: heldBack }, what));
  return (error: unknown) => note(databaseOutage(error) ?? 'unknown', error);
}

/** A text field of a thrown value, whatever threw it (drivers throw objects of their own). */
function errorField(error: unknown, field: 'code' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !(field in error)) return undefined;
  const value: unknown = Reflect.get(error, field);
  return typeof value === 'string' ? value : undefined;
}

/** The `code` a database or socket error carries (a SQLSTATE such as 23505, or ECONNREFUSED), if any. */
export const errorCode = (error: unknown): string | undefined => errorField(error, 'code');

/** PostgreSQL's unique_violation: a second row where a unique index allows one. */
export const UNIQUE_VIOLATION = '23505';
