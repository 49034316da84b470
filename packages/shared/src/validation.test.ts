import { describe, expect, it } from 'vitest';
import { fieldErrors, messageKey, parseMessageKey, type z } from './validation';
import { validationMessages } from './i18n/validation-messages';
import { plainListQuerySchema } from './common';
import { roleInputSchema } from './schemas/roles';
import { loginInputSchema } from './schemas/auth';

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a validation error');
  return fieldErrors(result.error.issues);
}

describe('validation message keys', () => {
  it('round-trips a key with its parameters', () => {
    const packed = messageKey('validation.min', { min: 3 });
    expect(packed).toBe('validation.min?min=3');
    expect(parseMessageKey(packed)).toEqual({ key: 'validation.min', values: { min: '3' } });
    expect(parseMessageKey('validation.required')).toEqual({ key: 'validation.required', values: {} });
  });

  it('reports missing and blank fields as required', () => {
    expect(errorsOf(roleInputSchema, {})).toEqual({
      name: ['validation.required'],
      permissions: ['validation.required'],
    });
    expect(errorsOf(roleInputSchema, { name: '', permissions: [] })).toEqual({
      name: ['validation.required'],
      permissions: ['validation.required'],
    });
  });

  it('carries the bound in min and max messages', () => {
    expect(errorsOf(roleInputSchema, { name: 'a', permissions: ['show_roles'] })).toEqual({
      name: ['validation.min?min=2'],
    });
    expect(errorsOf(roleInputSchema, { name: 'x'.repeat(61), permissions: ['show_roles'] })).toEqual({
      name: ['validation.max?max=60'],
    });
  });

  it('names nested fields with dots', () => {
    expect(errorsOf(roleInputSchema, { name: 'Ops', permissions: ['show_roles', 'fly_roles'] })).toEqual({
      'permissions.1': ['validation.unknown_permission'],
    });
  });

  it('rejects a bad email with the email message', () => {
    expect(errorsOf(loginInputSchema, { email: 'nope', password: 'x' })).toEqual({
      email: ['validation.email'],
    });
  });

  it('has a text in both languages for every key the schemas produce', () => {
    const keys = Object.keys(validationMessages.en).sort();
    expect(Object.keys(validationMessages.ar).sort()).toEqual(keys);
    for (const lang of ['ar', 'en'] as const) {
      for (const text of Object.values(validationMessages[lang])) expect(text.trim()).not.toBe('');
    }
  });
});

describe('list query', () => {
  it('applies defaults, coerces numbers and drops unknown params', () => {
    expect(plainListQuerySchema.parse({ page: '3', color: 'red' })).toEqual({ page: 3, per_page: 15 });
  });

  it('rejects impossible dates, reversed ranges and oversized pages', () => {
    expect(errorsOf(plainListQuerySchema, { start_date: '2026-02-30' })).toEqual({
      start_date: ['validation.date'],
    });
    expect(errorsOf(plainListQuerySchema, { start_date: '2026-03-02', end_date: '2026-03-01' })).toEqual({
      end_date: ['validation.date_range'],
    });
    expect(errorsOf(plainListQuerySchema, { per_page: '101' })).toEqual({
      per_page: ['validation.max_value?max=100'],
    });
    expect(errorsOf(plainListQuerySchema, { page: '0' })).toEqual({ page: ['validation.min_value?min=1'] });
  });
});
