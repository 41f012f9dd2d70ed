import { defineHandler } from '../../http/handler';
import { reportReply } from '../../http/report-reply';

export default defineHandler('getCashRequirementReport', async ({ params, query, caller, accepts }, s) =>
  reportReply(
    accepts,
    'cash-requirement',
    params.companyId,
    () => s.reports.cashRequirement(caller, params.companyId, query),
    () => s.reports.cashRequirementCsv(caller, params.companyId, query),
  ),
);
