import { defineHandler } from '../../http/handler';
import { reportReply } from '../../http/report-reply';

export default defineHandler('getContractorPaymentsReport', async ({ params, query, caller, accepts }, s) =>
  reportReply(
    accepts,
    'contractor-payments',
    params.companyId,
    () => s.reports.contractorPayments(caller, params.companyId, query),
    () => s.reports.contractorPaymentsCsv(caller, params.companyId, query),
  ),
);
