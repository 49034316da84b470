import { describe, expect, it } from 'vitest';
import { errorSchema } from '@fleet/shared/common';
import { profileSchema } from '@fleet/shared/schemas/auth';
import { appConfigSchema } from '@fleet/shared/schemas/system';
import { isAppConfig, isProfile, readApiError } from '@/lib/response-guards';
import { translateMessage, i18next } from '@/lib/i18n';

const profile = {
  id: 1,
  name: 'Admin',
  email: 'admin@example.com',
  image: null,
  role: { id: 1, name: 'Administrator' },
  permissions: ['show_roles'],
  language: null,
  must_change_password: false,
  two_factor_enabled: false,
  two_factor_setup_required: false,
};

describe('light response checks agree with the shared zod schemas', () => {
  it.each([
    profile,
    { ...profile, image: '/x.png' },
    { ...profile, permissions: [1] },
    { ...profile, role: null },
    { ...profile, id: '1' },
    null,
  ])('profile %#', (value) => {
    expect(isProfile(value)).toBe(profileSchema.safeParse(value).success);
  });

  it.each([
    {
      demo: true,
      demo_credentials: { email: 'a@b.c', password: 'x' },
      tile_url: 't',
      timezone: 'Asia/Riyadh',
    },
    { demo: false, demo_credentials: null, tile_url: 't', timezone: 'UTC' },
    { demo: 'yes', demo_credentials: null, tile_url: 't', timezone: 'UTC' },
    { demo: false, tile_url: 't', timezone: 'UTC' },
  ])('app config %#', (value) => {
    expect(isAppConfig(value)).toBe(appConfigSchema.safeParse(value).success);
  });

  it('reads the error envelope', () => {
    const body = { message: 'Invalid', errors: { name: ['taken'] } };
    expect(errorSchema.parse(body)).toEqual(readApiError(body));
    expect(readApiError({ nope: 1 })).toBeNull();
  });

  it('translates shared validation keys in the current language', async () => {
    await i18next.changeLanguage('en');
    expect(translateMessage('validation.min?min=2')).toBe('This field must be at least 2 characters');
    expect(translateMessage('Already translated by the server')).toBe('Already translated by the server');
    await i18next.changeLanguage('ar');
    expect(translateMessage('validation.required')).toBe('هذا الحقل مطلوب');
  });
});
