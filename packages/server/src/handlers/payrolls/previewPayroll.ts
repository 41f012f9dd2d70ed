import { defineHandler } from '../../http/handler';

export default defineHandler('previewPayroll', async ({ params, caller }, s) => ({
  status: 200,
  body: await s.payrolls.preview(caller, params.companyId, params.payrollId),
}));
