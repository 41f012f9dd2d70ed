/**
 * Wisconsin income tax withholding figures for wages paid in 2025.
 *
 * Publication W-166, Withholding Tax Guide, "Effective for Withholding Periods Beginning on or After
 * January 1, 2022", edition W-166 (6/24) (the edition in force through 2025; its cover and contents are
 * stored at ses.stf.com), "Alternate Method of Withholding Wisconsin Income Tax". The alternate method's
 * figures have not changed since January 1, 2022: the same deduction formulas, $400 exemption and schedule
 * are transcribed for the 2022 method by suburbancomputer.com ("Effective January 1, 2022", still its
 * current Wisconsin page) and reprinted unchanged in the January 2026 edition (openbooks transcription; the
 * Department's Withholding Tax Update of October 2025 announced no withholding change). See wi/2026.ts for
 * every figure and its transcriptions.
 */
import { WI_2026 } from './2026';
import type { WiYearFigures } from './index';

export const WI_2025: WiYearFigures = {
  ...WI_2026,
  year: 2025,
  sources: [
    'WI DOR Publication W-166 (6/24), Withholding Tax Guide effective for withholding periods beginning on or after January 1, 2022, Alternate Method',
    'Transcriptions: suburbancomputer.com "Wisconsin Payroll Withholding, Effective January 1, 2022"; openbooks (W-166 January 2026 reprints the same method)',
  ],
};
