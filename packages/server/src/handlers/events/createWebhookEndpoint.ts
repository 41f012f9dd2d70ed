import { defineHandler } from '../../http/handler';

export default defineHandler('createWebhookEndpoint', async ({ body, caller }, s) => {
  const created = await s.webhooks.createEndpoint(caller, body);
  return { status: 201, body: created, location: `/v1/webhook_endpoints/${created.id}` };
});
