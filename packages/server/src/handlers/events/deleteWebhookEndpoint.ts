import { defineHandler } from '../../http/handler';

export default defineHandler('deleteWebhookEndpoint', async ({ params, caller }, s) => {
  await s.webhooks.deleteEndpoint(caller, params.webhookEndpointId);
  return { status: 204, body: undefined };
});
