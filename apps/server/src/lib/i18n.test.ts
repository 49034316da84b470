import { describe, expect, it } from 'vitest';
import { MODELS, MODEL_ACTIONS, PERMISSION_AREAS } from '@fleet/shared/permissions';
import { validationMessages } from '@fleet/shared/i18n/validation-messages';
import { isMessageKey, pickLanguage, translate } from './i18n';
import { messages } from './messages';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb,en;q=0.9', 'en'],
    ['ar', 'ar'],
    ['ar-SA,en;q=0.8', 'ar'],
    ['fr-FR', 'ar'],
    ['fr-FR,en;q=0.5', 'en'],
    ['ar;q=0.4,en;q=0.6', 'en'],
    ['en;q=0,ar', 'ar'],
    ['*', 'ar'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('translate', () => {
  it('translates shared validation keys with their parameters', () => {
    expect(translate('validation.min?min=3', 'en')).toBe('This field must be at least 3 characters');
    expect(translate('validation.max_value?max=100', 'ar')).toBe('يجب ألا تزيد القيمة عن 100');
  });

  it('translates server keys with values', () => {
    expect(translate('errors.too_many_attempts', 'en', { count: 4 })).toBe(
      'Too many attempts. Please try again in 4 minutes',
    );
    expect(translate('roles.created', 'ar')).toBe('تمت إضافة الدور بنجاح');
  });

  it('picks the plural form of the language for a count (Arabic has six)', () => {
    const days = (count: number, lang: 'ar' | 'en') => translate('trips.duplicated', lang, { count });
    expect([1, 2].map((count) => days(count, 'en'))).toEqual([
      'Itinerary copied to 1 day',
      'Itinerary copied to 2 days',
    ]);
    expect([1, 2, 3, 10, 11, 100].map((count) => days(count, 'ar'))).toEqual([
      'تم نسخ خط السير إلى يوم واحد',
      'تم نسخ خط السير إلى يومين',
      'تم نسخ خط السير إلى 3 أيام',
      'تم نسخ خط السير إلى 10 أيام',
      'تم نسخ خط السير إلى 11 يومًا',
      'تم نسخ خط السير إلى 100 يوم',
    ]);
    expect(translate('errors.too_many_attempts', 'ar', { count: 2 })).toBe(
      'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقتين',
    );
    expect(translate('errors.too_many_attempts', 'en', { count: 1 })).toBe(
      'Too many attempts. Please try again in a minute',
    );
  });

  it('never leaks an unknown key', () => {
    expect(translate('validation.no_such_key', 'en')).toBe(validationMessages.en.invalid);
    expect(translate('something.else', 'ar')).toBe(validationMessages.ar.invalid);
  });
});

describe('message catalogue', () => {
  it('has every key in Arabic and English, non-empty, with the same placeholders', () => {
    // Plural forms English has no use for are Arabic's own; each is a form of a key of both languages.
    const arabicOnly = /_(zero|two|few|many)$/;
    const arKeys = Object.keys(messages.ar).filter((key) => !arabicOnly.test(key));
    const enKeys = Object.keys(messages.en).sort();
    expect(arKeys.sort()).toEqual(enKeys);
    for (const key of Object.keys(messages.ar).filter((key) => arabicOnly.test(key))) {
      expect(isMessageKey(key.replace(arabicOnly, '')), key).toBe(true);
    }
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of enKeys) {
      const en = messages.en[key as keyof typeof messages.en];
      const ar = messages.ar[key as keyof typeof messages.en];
      expect(en.trim(), key).not.toBe('');
      expect(ar.trim(), key).not.toBe('');
      // A plural form may spell its number out ("a minute", "يومين").
      if (!/_one$/.test(key)) expect(placeholders(ar), key).toEqual(placeholders(en));
      expect(ar, `${key} should be Arabic`).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('labels every permission area, model and action', () => {
    for (const { area } of PERMISSION_AREAS)
      expect(isMessageKey(`permissions.area.${area}`), area).toBe(true);
    for (const model of MODELS) {
      expect(isMessageKey(`permissions.model.${model}`), model).toBe(true);
      for (const action of MODEL_ACTIONS[model]) {
        expect(isMessageKey(`permissions.action.${action}`), action).toBe(true);
      }
    }
  });
});
