import { defineHandler } from '../../http/handler';
import { reportReply } from '../../http/report-reply';

export default defineHandler('getTaxLiabilitiesReport', async ({ params, query, caller, accepts }, s) =>
  reportReply(
    accepts,
    'tax-liabilities',
    params.companyId,
    () => s.reports.taxLiabilities(caller, params.companyId, query),
    () => s.reports.taxLiabilitiesCsv(caller, params.companyId, query),
  ),
);
