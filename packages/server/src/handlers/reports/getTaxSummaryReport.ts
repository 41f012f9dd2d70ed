import { defineHandler } from '../../http/handler';
import { reportReply } from '../../http/report-reply';

export default defineHandler('getTaxSummaryReport', async ({ params, query, caller, accepts }, s) =>
  reportReply(
    accepts,
    'tax-summary',
    params.companyId,
    () => s.reports.taxSummary(caller, params.companyId, query),
    () => s.reports.taxSummaryCsv(caller, params.companyId, query),
  ),
);
