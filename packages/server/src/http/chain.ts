import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Middlewares run one after the other as one router layer: each gets a `next` that runs the following one, and
 * an error (passed to next, thrown, or a rejected promise) goes to the app's error handling at once, as it
 * would between separate layers. Express 5 pays a layer's match and promise check per `app.use`; the request
 * path's gates (app.ts) are many small checks, so they share one layer (docs/architecture.md, "The request path").
 * `next('route')` and `next('router')` are not used by these gates and are passed on unchanged.
 */
export function chain(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let i = 0;
    const step = (err?: unknown): void => {
      if (err !== undefined && err !== null && err !== false) return next(err);
      const handler = handlers[i++];
      if (!handler) return next();
      try {
        const result = handler(req, res, step) as unknown;
        if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined, (e: unknown) => next(e ?? new Error('rejected')));
      } catch (e) {
        next(e);
      }
    };
    step();
  };
}
