/**
 * What keeps photo uploads from costing the BFF more than they bring: a bound on how many run at
 * once (in all, and from one client address), and an upload's body metered on its way to the API
 * (cut off past the largest upload, or when it stops arriving), so nothing is held in memory beyond
 * the chunks in flight.
 */
import { Transform, type Readable } from 'node:stream';

/** Uploads under way, counted per client address and in all. */
export class UploadSlots {
  private total = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: { readonly total: number; readonly perAddress: number }) {}

  /** A slot for an upload from `address`, with the function that gives it back (once); null when none is free. */
  take(address: string): (() => void) | null {
    const mine = this.byAddress.get(address) ?? 0;
    if (this.total >= this.limits.total || mine >= this.limits.perAddress) return null;
    this.total += 1;
    this.byAddress.set(address, mine + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.total -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }

  /** Uploads under way now (for tests and metrics). */
  get inUse(): number {
    return this.total;
  }
}

/** Why a metered body was cut off. */
export type BodyFailure = 'too-large' | 'stalled' | 'aborted';

export interface MeteredBody {
  /** The body as it passes, for the API. */
  readonly body: Readable;
  /** Why it was cut off, or null while it flows (or once it ended whole). */
  failure(): BodyFailure | null;
}

/**
 * The `source` body passed on chunk by chunk, cut off (the stream errors) once more than `maxBytes`
 * came, once none came for `idleMs`, or when the client went away.
 */
export function meteredBody(source: Readable, maxBytes: number, idleMs: number): MeteredBody {
  let failure: BodyFailure | null = null;
  let seen = 0;
  const cut = (why: BodyFailure) => {
    if (failure) return;
    failure = why;
    clearTimeout(idle);
    source.unpipe(body);
    body.destroy(new Error(`upload body ${why}`));
  };
  const idle = setTimeout(() => cut('stalled'), idleMs);
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) {
        done();
        cut('too-large');
        return;
      }
      idle.refresh();
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(idle);
      done();
    },
  });
  source.on('aborted', () => cut('aborted'));
  source.on('error', () => cut('aborted'));
  source.on('close', () => {
    if (!source.readableEnded) cut('aborted');
  });
  source.pipe(body);
  return { body, failure: () => failure };
}
