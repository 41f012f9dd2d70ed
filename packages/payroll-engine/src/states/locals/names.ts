// The built-in local taxes in words, for people: paystubs and reports print "New York City resident tax", not
// `NY-NYC local tax (nyc_res)`. Each name comes from the figures that define the tax (a county's or city's own
// name where the figures carry one). A registered local tax (a company's own PA EIT, an Ohio city, ...) has no
// built-in name: callers keep their own wording for it (undefined here).
import { CO_OPT } from './co-opt';
import { MD_COUNTIES_2026 } from './figures';
import { IN_COUNTIES_2026 } from './in-counties';
import { MI_CITIES } from './mi-cities';
import { MO_EARNINGS_TAXES } from './mo-cities';

const MD_COUNTY_NAMES = new Map(MD_COUNTIES_2026.map((c) => [`MD-${c.code}`, c.name]));
const IN_COUNTY_NAMES = new Map(IN_COUNTIES_2026.map((c) => [`IN-${c.code}`, c.name]));
const MI_CITY_NAMES = new Map(MI_CITIES.map((c) => [`MI-${c.code}`, c.name]));

/** The built-in local tax of `jurisdiction` and `code` in words, or undefined when it is not a built-in one. */
export function localTaxName(jurisdiction: string, code: string): string | undefined {
  switch (code) {
    case 'nyc_res':
      return 'New York City resident tax';
    case 'yonkers_res':
      return 'Yonkers resident income tax surcharge';
    case 'yonkers_nonres':
      return 'Yonkers nonresident earnings tax';
    case 'md_county': {
      const county = MD_COUNTY_NAMES.get(jurisdiction);
      return county ? `${county} local income tax` : undefined;
    }
    case 'md_nonres':
      return 'Maryland nonresident local income tax';
    case 'phl_wage':
      return 'Philadelphia wage tax';
    case 'in_county': {
      const county = IN_COUNTY_NAMES.get(jurisdiction);
      return county ? `${county} income tax` : undefined;
    }
    case 'mi_city': {
      const city = MI_CITY_NAMES.get(jurisdiction);
      return city ? `${city} income tax` : undefined;
    }
  }
  const mo = MO_EARNINGS_TAXES.find((t) => t.code === code && t.jurisdiction === jurisdiction);
  if (mo) return mo.name;
  for (const opt of CO_OPT) {
    if (opt.jurisdiction !== jurisdiction) continue;
    const city = jurisdiction.slice(3).split('_').map((w) => w[0] + w.slice(1).toLowerCase()).join(' ');
    if (code === opt.employee.code) return `${city} occupational privilege tax`;
    if (code === opt.employer.code) return `${city} occupational privilege tax (employer)`;
  }
  return undefined;
}
