// Field builders shared by the state certificate forms of state-forms/ (each form's module names the
// engine module whose reading its fields follow). The shapes come from ../types, never from
// ../definitions, which imports the forms.
import type { FieldDefinition } from '../types';

/** The largest certificate amount and allowance count: definitions.ts's W4_MAX_AMOUNT and STATE_MAX_ALLOWANCES are these. */
export const MAX_AMOUNT = 999_999_999.99;
export const MAX_ALLOWANCES = 999;

/** A whole number from 0 to 999 (allowances, exemptions, dependents). */
export const countField = (name: string, label: string): FieldDefinition => ({
  name,
  label,
  type: 'Number',
  required: false,
  minimum: 0,
  maximum: MAX_ALLOWANCES,
  decimals: 0,
  unit: 'Count',
});

/** Dollars from 0 with at most two decimals (or whole dollars with `decimals` 0). */
export const amountField = (name: string, label: string, decimals = 2): FieldDefinition => ({
  name,
  label,
  type: 'Number',
  required: false,
  minimum: 0,
  maximum: MAX_AMOUNT,
  decimals,
  unit: 'Dollars',
});

/** A box: true or false, absent meaning false. */
export const flagField = (name: string, label: string): FieldDefinition => ({ name, label, type: 'Boolean', required: false });

/** A required choice among `options`. */
export const choiceField = (name: string, label: string, options: string[]): FieldDefinition => ({
  name,
  label,
  type: 'Select',
  required: true,
  options,
});
