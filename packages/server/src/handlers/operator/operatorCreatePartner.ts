import { defineHandler } from '../../http/handler';

export default defineHandler('operatorCreatePartner', async ({ body }, s) => {
  const partner = await s.operator.createPartner(body);
  return { status: 201, body: partner, location: `/v1/operator/partners/${partner.id}` };
});
