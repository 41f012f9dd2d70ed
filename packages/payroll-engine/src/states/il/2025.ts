/**
 * Illinois income tax withholding figures for compensation paid in 2025.
 *
 * Source: Illinois Department of Revenue, 2025 Booklet IL-700-T, Illinois Withholding Tax Tables,
 * "Effective January 1, 2025, Tax rate 4.95%", Booklet IL-700-T (R-12/24) — the cover and table of
 * contents read in the transcription at https://www.taxformfinder.org/illinois/form-il-700-t (the same
 * "Automated payroll method" and "Automated payroll method example" sections on page 4 as the R-12/11,
 * R-12/16 and R-12/21 editions whose contents pages were also read). The booklet PDF itself was not among
 * the stored pages.
 * - Rate 4.95%: the booklet's cover; 35 ILCS 5/201(b)(5.4).
 * - Basic (Line 1) allowance $2,850: IDOR answer 851, https://tax.illinois.gov/questionsandanswers/851.html
 *   ("For tax years beginning January 1, 2025, it is $2,850 per exemption"); the 2025 IL-1040 instructions
 *   ("The personal exemption amount for tax year 2025 is $2,850", quoted by two open-source tax
 *   engines); https://goforcewhc.pages.dev/posts/tbsbeprjup-illinois-withholding-tax-tables-2025 on the
 *   2025 booklet: "while the withholding income tax rate remains at 4.95 percent, the exemption allowance
 *   has increased to $2,850"; https://accountinginsights.org/how-to-calculate-your-illinois-exemption-allowance.
 * - Additional (Line 2) allowance $1,000: 35 ILCS 5/204(d), not indexed (see il/2026.ts).
 * The 2025 booklet's own worked example could not be read (only its cover and contents were stored), so
 * no 2025 published example is reproduced in the tests.
 */
import type { IlYearFigures } from './2026';

export const IL_2025: IlYearFigures = {
  year: 2025,
  rate: '0.0495',
  basicAllowance: '2850',
  additionalAllowance: '1000',
  sources: [
    'IDOR Booklet IL-700-T (R-12/24), effective January 1, 2025: rate 4.95%, automated payroll method (p. 4)',
    'IDOR answer 851: exemption allowance $2,850 for tax years beginning January 1, 2025',
    '35 ILCS 5/201(b)(5.4) (4.95%), 5/204(d) ($1,000 additional)',
  ],
};
