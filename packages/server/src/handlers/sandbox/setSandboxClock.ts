import { defineHandler } from '../../http/handler';

export default defineHandler('setSandboxClock', async ({ body, caller }, s) => ({
  status: 200,
  body: await s.sandbox.setClock(caller, body),
}));
