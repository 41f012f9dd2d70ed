import { defineHandler } from '../../http/handler';

export default defineHandler('operatorRevokeApiKey', async ({ params }, s) => {
  await s.operator.revokeApiKey(params.apiKeyId);
  return { status: 204, body: undefined };
});
