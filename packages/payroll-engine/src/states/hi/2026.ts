/**
 * Hawaii income tax withholding figures for wages paid in 2026.
 *
 * Publication: Hawaii Department of Taxation, Booklet A, Employer's Tax Guide (Rev. 2025), "Hawaii Income Tax
 * Withholding Rates, Methods, and Tax Tables" for wages paid on or after January 1, 2026,
 * https://files.hawaii.gov/tax/news/pubs/25BkltA.pdf — Appendix Part 1, annualized (percentage) method: annual
 * wages less $1,144 for each withholding allowance and the $4,350 extra lump-sum allowance, the annual tax on
 * the rest by the Single or Married schedule, ÷ pay periods; its example: $500 weekly, single, 3 allowances:
 * $9.58. HAR § 18-235-61-06(c): for 2026 through 2031 "the employer shall use the tables in the appendix
 * entitled 'Appendix 2: Income Tax Withholding Tables for Taxable Years Beginning After December 31, 2025' (June
 * 30, 2025)" (https://library.partnertax.ai/us-hi/regs/18-235-61-06).
 *
 * The booklet was not among the stored pages; the figures were read in, and cross-checked between:
 *   (1) the open-source payroll engine github.com/braedonsaunders/openbooks, engine/src/payroll/us/states/hi.ts
 *       ("Booklet A, Employer's Tax Guide (Rev. 2025) — the 2026 tables"): the schedules below, $1,144, $4,350,
 *       the $9.58 example, single with no allowance without an HW-4;
 *   (2) https://sovos.com/regulatory-updates/trr/hawaii-releases-2026-booklet-a-employers-tax-guide: the 2026
 *       Booklet A for wages paid January 1, 2026 and after; "the extra lump sum withholding allowance amount
 *       increased significantly from $1,650 to $4,350 annually";
 *   (3) the schedules: the Hawaii tax rate schedules of HRS § 235-51 as amended by Act 46 (2024) for taxable
 *       years 2025 and 2026 (PolicyEngine policyengine_us/parameters/gov/states/hi/tax/income/rates/*.yaml:
 *       single 1.4% to $9,600, then 3.2%, 5.5%, 6.4%, 6.8%, 7.2%, 7.6% from $9,600, $14,400, $19,200, $24,000,
 *       $36,000, $48,000 and 7.9% from $125,000, unchanged until 2027; married twice the amounts); the
 *       withholding schedules stop at 7.9%, with the printed add-on amounts rounded to the dollar ($9,600 x 1.4%
 *       = $134.40 printed $134), and
 *       https://suburbancomputer.com/tips_state_tax.php?effective_date=20250101&state=Hawaii prints the same
 *       withholding schedules for 2025 with the same $1,144 allowance;
 *   (4) the $1,144 allowance: HRS § 235-54 personal exemption (PolicyEngine exemptions/base.yaml) and every
 *       Booklet A transcription since 2013 (halfpricesoft.com 2016-2020: "Exemption Allowance = $1,144 x
 *       Number of Exemptions").
 */
export interface HiLine {
  /** Taxable income over this (annual dollars) ... */
  over: string;
  /** ... pays this (the printed add-on) ... */
  base: string;
  /** ... plus this rate of the excess over `over`. */
  rate: string;
}

export interface HiYearFigures {
  year: number;
  publication: string;
  /** Annual amount of one HW-4 withholding allowance. */
  allowance: string;
  /** The extra lump-sum allowance every employee gets in the annualized method. */
  lumpSumAllowance: string;
  single: readonly HiLine[];
  married: readonly HiLine[];
  sources: readonly string[];
}

const lines = (rows: Array<[string, string, string]>): HiLine[] => rows.map(([over, base, rate]) => ({ over, base, rate }));

export const HI_SINGLE_2025_2026: readonly HiLine[] = lines([
  ['0', '0', '0.014'], ['9600', '134', '0.032'], ['14400', '288', '0.055'], ['19200', '552', '0.064'],
  ['24000', '859', '0.068'], ['36000', '1675', '0.072'], ['48000', '2539', '0.076'], ['125000', '8391', '0.079'],
]);

export const HI_MARRIED_2025_2026: readonly HiLine[] = lines([
  ['0', '0', '0.014'], ['19200', '269', '0.032'], ['28800', '576', '0.055'], ['38400', '1104', '0.064'],
  ['48000', '1718', '0.068'], ['72000', '3350', '0.072'], ['96000', '5078', '0.076'], ['250000', '16782', '0.079'],
]);

export const HI_2026: HiYearFigures = {
  year: 2026,
  publication: "Booklet A, Employer's Tax Guide (Rev. 2025), tables for wages paid on or after January 1, 2026 (HAR § 18-235-61-06(c), Appendix 2)",
  allowance: '1144',
  lumpSumAllowance: '4350',
  single: HI_SINGLE_2025_2026,
  married: HI_MARRIED_2025_2026,
  sources: [
    "Hawaii DOTAX Booklet A, Employer's Tax Guide (Rev. 2025), Appendix Part 1 annualized method and example; HAR § 18-235-61-06(c)",
    'transcription: openbooks engine/src/payroll/us/states/hi.ts; Sovos, "Hawaii Releases 2026 Booklet A" ($1,650 -> $4,350)',
    'HRS § 235-51 (Act 46, 2024) rate schedules as in PolicyEngine parameters; suburbancomputer.com Hawaii 2025 withholding schedules',
  ],
};
