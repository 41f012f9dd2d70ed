// example: quickstart
import { createPayrollClient, unwrap } from '@payroll/client';

const api = createPayrollClient({
  baseUrl: process.env.BASE_URL!, // e.g. http://localhost:3000/v1
  apiKey: { kind: 'Partner', key: process.env.PARTNER_KEY! },
});

const address = { street1: '500 Market Street', city: 'San Francisco', state: 'CA', zipcode: '94105', country: 'US' };

// 1. A company (partner keys create companies).
const company = await unwrap(
  api.POST('/companies', {
    body: { legalName: 'Blue Fern Landscaping LLC', email: 'payroll@bluefern.example', legalType: 'LimitedLiabilityCompany', address },
  }),
);
const companyId = company.id;

// 2. A workplace, and an hourly employee assigned to it.
const workplace = await unwrap(
  api.POST('/companies/{companyId}/workplaces', { params: { path: { companyId } }, body: { name: 'Mission Street Yard', address } }),
);
const employee = await unwrap(
  api.POST('/companies/{companyId}/employees', {
    params: { path: { companyId } },
    body: {
      firstName: 'Maria',
      lastName: 'Lopez',
      startDate: '2026-01-05',
      workplaces: [workplace.id],
      primaryWorkplaceId: workplace.id,
      defaultPaymentMethod: 'Manual',
      wage: { rate: 25, period: 'Hourly' },
    },
  }),
);

// 3. Clock in and out (at one of the employee's workplaces, else 422 workplace_not_assigned).
const shift = await unwrap(
  api.POST('/companies/{companyId}/timecards/employees/clock_in', {
    params: { path: { companyId } },
    body: { employeeId: employee.id, workplaceId: workplace.id, note: 'Opening crew' },
  }),
);
const timecard = await unwrap(
  api.POST('/companies/{companyId}/timecards/employees/{timecardId}/clock_out', {
    params: { path: { companyId, timecardId: shift.id } },
    body: {},
  }),
);
console.log(`timecard ${timecard.status}`);

// 4. A weekly payroll of 40 regular hours, and its gross-to-net preview.
const payroll = await unwrap(
  api.POST('/companies/{companyId}/payrolls', {
    params: { path: { companyId } },
    body: {
      periodStart: '2026-03-02',
      periodEnd: '2026-03-08',
      payday: '2026-03-13',
      frequency: 'Weekly',
      employeeItems: [{ employeeId: employee.id, payments: [{ regularHours: 40 }] }],
    },
  }),
);
const preview = await unwrap(
  api.GET('/companies/{companyId}/payrolls/{payrollId}/preview', { params: { path: { companyId, payrollId: payroll.id } } }),
);
const item = preview.employeeItems![0];
console.log(`payroll ${preview.status}: gross ${item.grossPay}, net ${item.netPay}`);
for (const tax of item.taxes ?? []) console.log(`  ${tax.payer} ${tax.name} ${tax.amount}`);
