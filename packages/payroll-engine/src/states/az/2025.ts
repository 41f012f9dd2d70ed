/**
 * Arizona income tax withholding figures for wages paid in 2025.
 *
 * The same Form A-4 (2023 revision) was in force throughout 2025: percentages 0.5%, 1.0%, 1.5%, 2.0%, 2.5%,
 * 3.0%, 3.5% of gross taxable wages, default 2.0% with no A-4 on file (sources in az/2026.ts: ADOR news
 * release of January 18, 2023; EY Tax News 2023-0154). No revision of Form A-4 or of the default between
 * 2023 and 2026 was found, and the 2.5% flat income tax rate they approximate (A.R.S. § 43-1011) applied
 * to 2025 unchanged. (ADOR's employer pages were read only in stored copies; no 2025-specific ADOR
 * publication was read, the form having no yearly revision since 2023.)
 */
import type { AzYearFigures } from './2026';

export const AZ_2025: AzYearFigures = {
  year: 2025,
  percentages: ['0.5', '1.0', '1.5', '2.0', '2.5', '3.0', '3.5'],
  defaultPercentage: '2.0',
  sources: [
    'Arizona Form A-4 (2023 revision, in force 2023-2026): 0.5%-3.5% of gross taxable wages',
    'ADOR news release, January 18, 2023: default rate 2.0%',
  ],
};
