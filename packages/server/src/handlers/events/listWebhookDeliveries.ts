import { defineHandler } from '../../http/handler';

export default defineHandler('listWebhookDeliveries', async ({ params, query, caller }, s) => ({
  status: 200,
  body: await s.webhooks.listDeliveries(caller, params.webhookEndpointId, query),
}));
