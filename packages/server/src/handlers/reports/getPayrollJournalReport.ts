import { defineHandler } from '../../http/handler';
import { reportReply } from '../../http/report-reply';

export default defineHandler('getPayrollJournalReport', async ({ params, query, caller, accepts }, s) =>
  reportReply(
    accepts,
    'payroll-journal',
    params.companyId,
    () => s.reports.payrollJournal(caller, params.companyId, query),
    () => s.reports.payrollJournalCsv(caller, params.companyId, query),
  ),
);
