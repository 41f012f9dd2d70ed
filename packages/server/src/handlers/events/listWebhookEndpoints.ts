import { defineHandler } from '../../http/handler';

export default defineHandler('listWebhookEndpoints', async ({ query, caller }, s) => ({
  status: 200,
  body: await s.webhooks.listEndpoints(caller, query),
}));
