import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPinned, ShieldCheck, Truck, Wrench } from 'lucide-react';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Brand panel beside the form on wide screens; the form alone on a phone. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(title);
  const features = [
    { icon: MapPinned, text: t('brand.feature_tracking') },
    { icon: Wrench, text: t('brand.feature_examinations') },
    { icon: ShieldCheck, text: t('brand.feature_roles') },
  ];
  return (
    <div className="grid min-h-svh lg:grid-cols-[1fr_1.05fr]">
      <div className="flex flex-col px-5 py-6 sm:px-10">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2.5">
            <span className="grid size-10 place-content-center rounded-lg bg-primary text-primary-foreground shadow-sm">
              <Truck className="size-5" />
            </span>
            <span className="text-lg font-extrabold">{t('common:app.name')}</span>
          </div>
          <LanguageSwitch />
        </div>
        <div className="flex flex-1 items-center justify-center py-10">
          <div className="w-full max-w-[420px]">{children}</div>
        </div>
        <p className="text-center text-xs text-muted-foreground">
          {t('brand.footer', { year: new Date().getFullYear() })}
        </p>
      </div>
      <aside
        className="relative hidden overflow-hidden bg-gradient-to-br from-[oklch(0.42_0.08_190)] via-[oklch(0.36_0.07_210)] to-[oklch(0.26_0.05_240)] p-12 text-white lg:flex lg:flex-col lg:justify-between"
        aria-hidden
      >
        <svg className="absolute inset-0 size-full opacity-[0.12]" xmlns="http://www.w3.org/2000/svg">
          <defs>
            <pattern id="auth-grid" width="44" height="44" patternUnits="userSpaceOnUse">
              <path d="M44 0H0V44" fill="none" stroke="white" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width="100%" height="100%" fill="url(#auth-grid)" />
          <path
            d="M40 520 C 200 420, 320 600, 480 470 S 720 380, 820 260"
            fill="none"
            stroke="white"
            strokeWidth="3"
            strokeDasharray="10 10"
          />
        </svg>
        <div className="relative flex items-center gap-2 text-sm font-semibold text-white/80">
          <span className="size-2 animate-pulse rounded-full bg-emerald-300" />
          {t('brand.live')}
        </div>
        <div className="relative max-w-lg">
          <h2 className="text-4xl leading-tight font-black">{t('brand.title')}</h2>
          <p className="mt-4 text-lg text-white/80">{t('brand.text')}</p>
          <ul className="mt-8 flex flex-col gap-4">
            {features.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-base">
                <span className="grid size-10 shrink-0 place-content-center rounded-lg bg-white/12 ring-1 ring-white/20">
                  <Icon className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/60">{t('common:app.tagline')}</p>
      </aside>
    </div>
  );
}
