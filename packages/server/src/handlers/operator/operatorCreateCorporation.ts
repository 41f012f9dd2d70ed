import { defineHandler } from '../../http/handler';

export default defineHandler('operatorCreateCorporation', async ({ body }, s) => {
  const corporation = await s.operator.createCorporation(body);
  return { status: 201, body: corporation, location: `/v1/corporations/${corporation.id}` };
});
