import { defineHandler } from '../../http/handler';

export default defineHandler('getHealth', async (_input, s) => {
  const health = await s.health.check();
  return health.status === 'ok' ? { status: 200, body: health } : { status: 503, body: health };
});
