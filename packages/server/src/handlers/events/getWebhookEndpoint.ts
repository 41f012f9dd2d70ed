import { defineHandler } from '../../http/handler';

export default defineHandler('getWebhookEndpoint', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.webhooks.getEndpoint(caller, params.webhookEndpointId),
}));
