import { defineHandler } from '../../http/handler';

export default defineHandler('createPositivePayFile', async ({ params, body, caller }, s) => {
  const file = await s.positivePay.createFile(caller, params.companyId, body);
  return { status: 201, body: file, location: `/v1/companies/${params.companyId}/positive_pay_files/${file.id}` };
});
