/**
 * http/chain.ts: the request path's gates as one router layer, with the order and the error flow of separate layers.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { chain } from '../../src/http/chain';

const req = {} as Request;
const res = {} as Response;

/** Runs the chain; resolves with what reached the app's next (undefined: went on; else the error). */
function run(handlers: RequestHandler[]): Promise<{ calls: number; err: unknown }> {
  return new Promise((resolve) => {
    let calls = 0;
    const next = ((err?: unknown) => {
      calls++;
      setImmediate(() => resolve({ calls, err }));
    }) as NextFunction;
    chain(handlers)(req, res, next);
  });
}

describe('chain', () => {
  it('runs each gate in order, then goes on once', async () => {
    const order: string[] = [];
    const gate = (name: string): RequestHandler => (_q, _s, next) => { order.push(name); next(); };
    const asyncGate: RequestHandler = async (_q, _s, next) => { await Promise.resolve(); order.push('async'); next(); };
    expect(await run([gate('a'), asyncGate, gate('b')])).toEqual({ calls: 1, err: undefined });
    expect(order).toEqual(['a', 'async', 'b']);
  });

  it('an error passed to next, thrown, or rejected stops the chain and reaches the app once', async () => {
    const boom = new Error('boom');
    const never: RequestHandler = () => { throw new Error('must not run'); };
    expect(await run([(_q, _s, next) => next(boom), never])).toEqual({ calls: 1, err: boom });
    expect(await run([() => { throw boom; }, never])).toEqual({ calls: 1, err: boom });
    expect(await run([async () => { throw boom; }, never])).toEqual({ calls: 1, err: boom });
  });

  it('a gate that answers and calls no next ends the request there', async () => {
    let reached = false;
    chain([(_q, _s, _next) => undefined, () => { reached = true; }])(req, res, (() => { reached = true; }) as NextFunction);
    await new Promise((r) => setImmediate(r));
    expect(reached).toBe(false);
  });
});
