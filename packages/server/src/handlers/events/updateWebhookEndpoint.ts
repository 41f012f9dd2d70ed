import { defineHandler } from '../../http/handler';

export default defineHandler('updateWebhookEndpoint', async ({ params, body, caller }, s) => ({
  status: 200,
  body: await s.webhooks.updateEndpoint(caller, params.webhookEndpointId, body),
}));
