// The paystub viewer of embedEmployeePaystubs (docs/hosted-flows.md): the list of the employee's paystubs,
// one pay statement, and its PDF, read through the same paystub service methods as the API operations.
import type { Schema } from '@payroll/api-types';
import { contentDisposition } from '../content-disposition';
import { hidden } from './fields';
import { type Ctx, type Form, sessionNote } from './flow-page';
import { dayInWords, enumLabel, money } from './labels';
import { escapeHtml, sendPage, sentenceEnd } from './layout';

export async function paystubListPage(c: Ctx, page: number) {
  const list = await c.services.paystubs.listEmployee(c.view.caller, c.view.company.id, c.view.employeeId!, { page, pageSize: 12 });
  const rows = list.results
    .map(
      (p) =>
        `<tr><td data-label="Pay date">${escapeHtml(dayInWords(p.payday))}${p.isVoid ? ' <strong>(void)</strong>' : ''}</td><td data-label="Pay period">${escapeHtml(`${dayInWords(p.periodStart)} to ${dayInWords(p.periodEnd)}`)}</td>` +
        `<td class="num" data-label="Gross pay">${escapeHtml(money(p.totals.gross.current))}</td><td class="num" data-label="Net pay">${escapeHtml(money(p.totals.net.current))}</td>` +
        `<td data-label="Statement"><button type="submit" class="link" name="view" value="${escapeHtml(p.payrollId)}">View<span class="sr-only"> paystub of ${escapeHtml(dayInWords(p.payday))}</span></button> · ` +
        `<button type="submit" class="link" name="download" value="${escapeHtml(p.payrollId)}">PDF<span class="sr-only"> of ${escapeHtml(dayInWords(p.payday))}</span></button></td></tr>`,
    )
    .join('');
  const table = list.results.length
    ? `${tableWrap('Paystubs')}<table class="stack"><caption>Paystubs, newest first</caption><thead><tr><th scope="col">Pay date</th><th scope="col">Pay period</th><th scope="col" class="num">Gross pay</th><th scope="col" class="num">Net pay</th><th scope="col">Statement</th></tr></thead><tbody>${rows}</tbody></table></div>`
    : '<p>You have no paystubs yet. They appear here after your first payday.</p>';
  const nav = [
    page > 1 ? `<button type="submit" class="secondary" name="page" value="${page - 1}">Newer paystubs</button>` : '',
    page < list.totalPages ? `<button type="submit" class="secondary" name="page" value="${page + 1}">Older paystubs</button>` : '',
  ].join('');
  const body = `<h1>Your paystubs</h1><p>Hello ${escapeHtml(c.view.workerName)}. These are your pay statements from ${sentenceEnd(c.view.company.legalName)}</p><form method="post">${hidden('session', c.session)}${table}${nav ? `<div class="actions">${nav}</div>` : ''}</form>${sessionNote(c.view)}`;
  sendPage(c.res, { status: 200, title: 'Your paystubs', company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}

/** A table's wrapper: it scrolls sideways on a narrow screen, so it can take the focus (keyboard scrolling) and is named by its caption. */
const tableWrap = (caption: string) => `<div class="table-wrap" role="region" tabindex="0" aria-label="${escapeHtml(caption)}">`;

function lineTable(caption: string, lines: Schema<'PaystubLine'>[], withHours: boolean): string {
  if (!lines.length) return '';
  const head = withHours ? '<th scope="col">Description</th><th scope="col" class="num">Rate</th><th scope="col" class="num">Hours</th>' : '<th scope="col">Description</th>';
  const rows = lines
    .map(
      (l) =>
        `<tr><td class="row-head">${escapeHtml(l.description ?? l.type)}</td>${withHours ? `<td class="num" data-label="Rate">${l.rate !== undefined ? escapeHtml(money(l.rate)) : ''}</td><td class="num" data-label="Hours">${l.hours !== undefined ? escapeHtml(String(l.hours)) : ''}</td>` : ''}` +
        `<td class="num" data-label="Current">${escapeHtml(money(l.amount))}</td><td class="num" data-label="Year to date">${escapeHtml(money(l.ytdAmount))}</td></tr>`,
    )
    .join('');
  return `${tableWrap(caption)}<table class="stack"><caption>${escapeHtml(caption)}</caption><thead><tr>${head}<th scope="col" class="num">Current</th><th scope="col" class="num">Year to date</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

async function paystubPage(c: Ctx, payrollId: string) {
  const p = await c.services.paystubs.getEmployee(c.view.caller, c.view.company.id, c.view.employeeId!, payrollId);
  const t = p.totals;
  const totals: Array<[string, Schema<'PaystubAmount'>]> = [
    ['Gross pay', t.gross],
    ['Taxes', t.employeeTaxes],
    ['Benefits', t.benefits],
    ['Deductions', t.deductions],
    ['Reimbursements', t.reimbursements],
    ['Net pay', t.net],
  ];
  const body =
    `<h1>Paystub of ${escapeHtml(dayInWords(p.payday))}</h1>` +
    (p.isVoid ? `<div class="notice warn" role="status"><strong>This payment was voided.</strong> ${escapeHtml(p.voidReason ?? '')}</div>` : '') +
    `<dl class="summary"><dt>Pay period</dt><dd>${escapeHtml(`${dayInWords(p.periodStart)} to ${dayInWords(p.periodEnd)}`)}</dd><dt>Paid by</dt><dd>${escapeHtml(enumLabel(p.paymentMethod))}</dd></dl>` +
    lineTable('Earnings', p.earnings, true) +
    lineTable('Taxes withheld', p.taxes, false) +
    lineTable('Benefits', p.benefits, false) +
    lineTable('Deductions', p.deductions, false) +
    lineTable('Reimbursements', p.reimbursements, false) +
    `${tableWrap('Totals')}<table class="stack"><caption>Totals</caption><thead><tr><th scope="col">Total</th><th scope="col" class="num">Current</th><th scope="col" class="num">Year to date</th></tr></thead><tbody>` +
    totals.map(([k, a]) => `<tr${k === 'Net pay' ? ' class="total"' : ''}><td class="row-head">${k}</td><td class="num" data-label="Current">${escapeHtml(money(a.current))}</td><td class="num" data-label="Year to date">${escapeHtml(money(a.ytd))}</td></tr>`).join('') +
    `</tbody></table></div>` +
    `<form method="post">${hidden('session', c.session)}<div class="actions"><button type="submit" class="primary" name="download" value="${escapeHtml(p.payrollId)}">Download PDF</button>` +
    `<button type="submit" class="secondary" name="page" value="1">All paystubs</button></div></form>`;
  sendPage(c.res, { status: 200, title: `Paystub of ${dayInWords(p.payday)}`, company: c.view.company.legalName, brand: c.view.brand, body }, c.ancestors);
}

/** The PDF of one paystub, as a download. */
async function paystubPdf(c: Ctx, payrollId: string) {
  const file = await c.services.paystubs.downloadEmployee(c.view.caller, c.view.company.id, c.view.employeeId!, payrollId);
  c.res.status(200).set({ 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(file.filename), 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  c.res.send(file.bytes);
}

/** A POST of the viewer's session: a PDF (`download`), one statement (`view`), or a page of the list (`page`). */
export async function paystubViewer(c: Ctx, input: Form) {
  if (input.download) return paystubPdf(c, input.download);
  if (input.view) return paystubPage(c, input.view);
  const page = Number(input.page ?? '1');
  return paystubListPage(c, Number.isInteger(page) && page >= 1 && page <= 10000 ? page : 1);
}
