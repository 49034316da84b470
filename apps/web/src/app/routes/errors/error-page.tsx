import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { useDocumentTitle } from '@/lib/use-document-title';

type ErrorPageProps = { code: string; title: string; text: string; icon: ReactNode; testId: string };

export function ErrorPage({ code, title, text, icon, testId }: ErrorPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <div className="relative grid min-h-svh place-content-center bg-background p-6" data-testid={testId}>
      <div className="absolute end-4 top-4">
        <LanguageSwitch />
      </div>
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-content-center rounded-2xl bg-primary-soft text-primary">
          {icon}
        </span>
        <p className="text-6xl font-black tracking-tight text-primary tabular-nums">{code}</p>
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="text-muted-foreground">{text}</p>
        <Button asChild size="lg" className="mt-2">
          <Link to={paths.home.getHref()} replace data-testid="go-home">
            <Home />
            {t('actions.go_home')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
