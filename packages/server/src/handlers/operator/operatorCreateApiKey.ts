import { defineHandler } from '../../http/handler';

export default defineHandler('operatorCreateApiKey', async ({ body }, s) => {
  const key = await s.operator.createApiKey(body);
  return { status: 201, body: key, location: `/v1/operator/api_keys/${key.id}` };
});
