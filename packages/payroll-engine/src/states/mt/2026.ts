/**
 * Montana wage withholding figures for wages paid in 2026.
 *
 * Montana Department of Revenue, Montana Employer and Information Agent Guide with Montana Withholding Tax
 * Tables, 2026 (V4, November 2025),
 * https://revenuefiles.mt.gov/files/Forms/Montana_Employer_and_Information_Agent_Guide_with_Tax_Tables.pdf:
 * the withholding per payroll period is W = A + B x (G − C), from three schedules by the filing status of Form
 * MW-4 (2026): line 1a (single or married filing separately) or line 2 (married, both spouses working), line 1b
 * (married filing jointly or qualifying surviving spouse), line 1c (head of household). The Department's news
 * release "Updated Montana Wage Withholding Tables and MW-4 Now Available" (December 8, 2025,
 * https://revenue.mt.gov/news/recent-news/2026-withholding-updates, read as stored) gives the frame: House Bill
 * 337 (2025) lowers the top rate from 5.9% to 5.65% from January 1, 2026, "the 4.7% lower rate will apply to
 * income up to $95,000 for joint filers, $71,250 for Head of Household, and $47,500 for all other statuses",
 * and the calculation "will rely on the federal standard deduction amount for the employee's federal filing
 * status" (2026: $16,100 single, $32,200 joint, $24,150 head of household), with no Montana allowances. Each
 * schedule's C of the first 4.7% row is that standard deduction ÷ the periods, and of the 5.65% row the
 * standard deduction plus the 4.7% band ÷ the periods, both to the whole dollar; A is the 4.7% band's tax ÷
 * the periods, in whole dollars.
 *
 * The guide was not among the stored pages; its rows were read in, and agree in every figure below, between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/mt.ts
 *       (MT_RATES_2026, "fetched from revenue.mt.gov", V4 November 2025): every schedule, weekly, biweekly,
 *       semimonthly, monthly, daily and annual, and the guide's examples (conformance-mt.test.ts);
 *   (2) a second open-source paycheck calculator's Montana 2026 module (weekly, biweekly, semimonthly and monthly
 *       schedules, "lastVerified 2026-09-22", citing the same guide and release);
 *   for the annual rows, (1) and a third engine's Montana 2026 brackets (from the USDA National Finance Center
 *   bulletin: [16,100, 0, 4.7%], [63,600, 2,233, 5.65%]; [32,200 / 127,200, 4,465]; [24,150 / 95,400, 3,349]).
 * The guide's worked examples, transcribed alike by (1) and a fourth project's tests ("Guide Example"): line 1a
 * semimonthly $1,375: $0 + 4.7% x ($1,375 − $671) = $33.088, $33; biweekly $2,950: $86 + 5.65% x ($2,950 −
 * $2,446) = $114.476, $114; weekly $475: $7.755, $8; line 1b semimonthly $1,375: $1.551, $2; biweekly $5,950:
 * $172 + 5.65% x ($5,950 − $4,892) = $231.777, $232; weekly $725: $4.982, $5; line 1c semimonthly $1,375:
 * $17.343, $17. The examples round to the nearest whole dollar.
 * The daily table is in (1) only and is not built (the engine has no daily frequency); Montana prints no
 * quarterly table.
 */
import type { MtYearFigures } from './index';

const LOW = '0.047';
const HIGH = '0.0565';

/** One schedule: nothing up to `c1`, 4.7% over `c1`, A + 5.65% over `c2`. */
const schedule = (c1: string, c2: string, a: string) => [
  { over: c1, base: '0', rate: LOW },
  { over: c2, base: a, rate: HIGH },
];

export const MT_2026: MtYearFigures = {
  year: 2026,
  periods: {
    52: { single: schedule('310', '1223', '43'), married: schedule('619', '2446', '86'), headOfHousehold: schedule('464', '1835', '65') },
    26: { single: schedule('619', '2446', '86'), married: schedule('1238', '4892', '172'), headOfHousehold: schedule('929', '3669', '129') },
    24: { single: schedule('671', '2650', '94'), married: schedule('1342', '5300', '187'), headOfHousehold: schedule('1006', '3975', '140') },
    12: { single: schedule('1342', '5300', '187'), married: schedule('2683', '10600', '372'), headOfHousehold: schedule('2013', '7950', '280') },
    1: { single: schedule('16100', '63600', '2233'), married: schedule('32200', '127200', '4465'), headOfHousehold: schedule('24150', '95400', '3349') },
  },
  sources: [
    'Montana Department of Revenue, Montana Employer and Information Agent Guide with Montana Withholding Tax Tables, 2026 (V4, November 2025); news release "Updated Montana Wage Withholding Tables and MW-4 Now Available" (December 8, 2025); Form MW-4 (2026)',
    'Transcriptions: openbooks engine/src/payroll/us/states/mt.ts (MT_RATES_2026); a second paycheck calculator\'s Montana 2026 module (weekly to monthly); annual rows also in a third engine\'s NFC-bulletin brackets',
  ],
};
