import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, FileBadge } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const OPTIONS = ['', 'expired', 'expiring'] as const;

type RegistrationFilterProps = { value: string | undefined; onChange: (value: string | null) => void };

/** Registration filter of the vehicle list: any, expired, expiring soon (`registration` param). */
export function RegistrationFilter({ value, onChange }: RegistrationFilterProps) {
  const { t, i18n } = useTranslation('vehicles');
  const current = OPTIONS.find((option) => option === value) ?? '';
  const label = (option: string) => (option ? t(`registration.${option}`) : t('registration.filter_all'));
  return (
    <DropdownMenu dir={i18n.dir()}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          className={cn('h-[50px] font-medium', !current && 'text-muted-foreground')}
          data-testid="registration-filter"
          data-value={current}
        >
          <FileBadge />
          {current ? `${t('registration.filter')}: ${label(current)}` : t('registration.filter')}
          <ChevronDown className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {OPTIONS.map((option) => (
          <DropdownMenuItem
            key={option || 'all'}
            onSelect={() => onChange(option || null)}
            data-testid={`registration-filter-${option || 'all'}`}
          >
            <Check className={cn(option !== current && 'invisible')} />
            {label(option)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
