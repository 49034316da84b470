import { describe, expect, it } from 'vitest';
import { fieldErrors, type z } from '../validation';
import { validationMessages } from '../i18n/validation-messages';
import {
  INSPECTION_AREAS,
  INSPECTION_AREA_LABELS,
  INSPECTION_ITEMS,
  INSPECTION_ITEMS_BY_AREA,
  inspectionCatalogue,
  inspectionItemArea,
  inspectionItemLabel,
  SIGNATURE_STATEMENT,
} from '../inspection-items';
import {
  confirmFixesSchema,
  examinationListQuerySchema,
  examinationSubmissionSchema,
  fixExaminationSchema,
} from './examinations';

const allOk = () =>
  INSPECTION_ITEMS.map(
    (part) => ({ part, check_status: 'checked', condition: 'ok' }) as Record<string, unknown>,
  );

const submission = (parts = allOk()) => ({
  vehicle_id: 1,
  type: 'daily',
  started_at: '2026-11-22T08:00:00+03:00',
  signature: 7,
  signature_statement: SIGNATURE_STATEMENT.ar,
  parts,
});

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe('inspection catalogue', () => {
  it('has unique keys, every area filled, and a label in both languages for each', () => {
    expect(new Set(INSPECTION_ITEMS).size).toBe(INSPECTION_ITEMS.length);
    for (const area of INSPECTION_AREAS) {
      expect(Object.keys(INSPECTION_ITEMS_BY_AREA[area]).length, area).toBeGreaterThanOrEqual(3);
      expect(INSPECTION_AREA_LABELS[area].ar.trim()).not.toBe('');
      expect(INSPECTION_AREA_LABELS[area].en.trim()).not.toBe('');
    }
    for (const key of INSPECTION_ITEMS) {
      expect(key).toMatch(/^[a-z][a-z_]*$/);
      expect(inspectionItemLabel(key, 'ar')).not.toBe(key);
      expect(inspectionItemLabel(key, 'en')).not.toBe(key);
    }
  });

  it('groups and translates', () => {
    const ar = inspectionCatalogue('ar');
    expect(ar.map((group) => group.area)).toEqual([...INSPECTION_AREAS]);
    expect(ar.flatMap((group) => group.items.map((item) => item.key))).toEqual(INSPECTION_ITEMS);
    expect(ar.find((group) => group.area === 'tyres')?.label).toBe('الإطارات والعجلات');
    expect(inspectionCatalogue('en')[0]?.items[0]).toEqual({
      key: 'body_panels',
      label: 'Body panels and paint',
    });
    expect(inspectionItemArea('brake_fluid')).toBe('fluids');
    expect(inspectionItemArea('no_such_item')).toBeNull();
    expect(inspectionItemLabel('no_such_item', 'en')).toBe('no_such_item');
  });
});

describe('examination submission', () => {
  it('accepts every item answered', () => {
    const parsed = examinationSubmissionSchema.parse(submission());
    expect(parsed.parts).toHaveLength(INSPECTION_ITEMS.length);
    expect(parsed.images).toEqual([]);
    expect(parsed.lat).toBeNull();
  });

  it('needs every catalogue item answered exactly once', () => {
    const parts = allOk().slice(2);
    parts.push({ ...parts[0] });
    expect(errorsOf(examinationSubmissionSchema, submission(parts))).toEqual({
      [`parts.${parts.length - 1}.part`]: ['validation.part_duplicate'],
      parts: ['validation.parts_missing?count=2'],
    });
    expect(
      errorsOf(
        examinationSubmissionSchema,
        submission([...allOk(), { part: 'roof_rack', check_status: 'checked', condition: 'ok' }]),
      ),
    ).toEqual({
      [`parts.${INSPECTION_ITEMS.length}.part`]: ['validation.invalid_option'],
    });
  });

  it('needs a severity for a damage and a condition for a checked item, none for an unchecked one', () => {
    const parts = allOk();
    parts[0] = { part: parts[0]?.part, check_status: 'checked', condition: 'damage' };
    parts[1] = { part: parts[1]?.part, check_status: 'checked' };
    parts[2] = { part: parts[2]?.part, check_status: 'not_checked', condition: 'ok' };
    parts[3] = { part: parts[3]?.part, check_status: 'not_checked' };
    parts[4] = { part: parts[4]?.part, check_status: 'checked', condition: 'ok', severity: 'critical' };
    expect(errorsOf(examinationSubmissionSchema, submission(parts))).toEqual({
      'parts.0.severity': ['validation.required'],
      'parts.1.condition': ['validation.required'],
      'parts.2.condition': ['validation.condition_not_checked'],
    });
  });

  it('needs a signature, its statement, a start time, and both coordinates or none', () => {
    const { signature: _signature, signature_statement: _statement, ...unsigned } = submission();
    expect(errorsOf(examinationSubmissionSchema, { ...unsigned, lat: 24.7 })).toEqual({
      signature: ['validation.required'],
      signature_statement: ['validation.required'],
      lon: ['validation.required'],
    });
    expect(
      errorsOf(examinationSubmissionSchema, { ...submission(), submitted_at: '2026-11-22T07:59:00+03:00' }),
    ).toEqual({ submitted_at: ['validation.submitted_before_started'] });
    expect(
      errorsOf(examinationSubmissionSchema, { ...submission(), started_at: '2026-11-22 08:00' }),
    ).toEqual({
      started_at: ['validation.datetime'],
    });
  });
});

describe('fix and confirm bodies', () => {
  it('refuses a fix without the acknowledgement', () => {
    const fix = { part_ids: [1], fix_notes: 'Replaced the tyre', fixed_by: 'Al-Jazira workshop' };
    expect(errorsOf(fixExaminationSchema, fix)).toEqual({ acknowledgement: ['validation.acknowledgement'] });
    expect(errorsOf(fixExaminationSchema, { ...fix, acknowledgement: false })).toEqual({
      acknowledgement: ['validation.acknowledgement'],
    });
    expect(fixExaminationSchema.parse({ ...fix, acknowledgement: true }).images).toEqual([]);
  });

  it('needs something to confirm or reopen, never both for one part', () => {
    expect(errorsOf(confirmFixesSchema, {})).toEqual({ part_ids: ['validation.required'] });
    expect(errorsOf(confirmFixesSchema, { part_ids: [3], reopen_part_ids: [4, 3] })).toEqual({
      'reopen_part_ids.1': ['validation.confirm_and_reopen'],
    });
  });

  it('reads the list query', () => {
    expect(
      examinationListQuerySchema.parse({ status: 'faulty', flagged: 'true', vehicle_id: '4' }),
    ).toMatchObject({
      status: 'faulty',
      flagged: true,
      vehicle_id: 4,
      page: 1,
    });
    expect(errorsOf(examinationListQuerySchema, { status: 'open' })).toEqual({
      status: ['validation.invalid_option'],
    });
  });
});

describe('validation texts', () => {
  it('exist in both languages for the examination rules', () => {
    for (const key of [
      'part_duplicate',
      'parts_missing',
      'condition_not_checked',
      'submitted_before_started',
      'acknowledgement',
      'confirm_and_reopen',
    ] as const) {
      expect(validationMessages.ar[key]).toBeTruthy();
      expect(validationMessages.en[key]).toBeTruthy();
    }
  });
});
