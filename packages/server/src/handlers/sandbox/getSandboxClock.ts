import { defineHandler } from '../../http/handler';

export default defineHandler('getSandboxClock', async ({ caller }, s) => ({
  status: 200,
  body: await s.sandbox.getClock(caller),
}));
