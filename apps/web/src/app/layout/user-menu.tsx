import { LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/auth-store';
import { paths } from '@/config/paths';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0])
    .join('')
    .toUpperCase();
}

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!user) return null;

  return (
    <DropdownMenu dir={i18n.dir()}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex items-center gap-2.5 rounded-md p-1 text-start outline-none hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/40 sm:pe-3"
          data-testid="user-menu-trigger"
        >
          {/* Named by the visible name and role (WCAG 2.5.3); on phones, where they are hidden, by the label. */}
          <span className="sr-only sm:hidden">{t('user_menu.open', { name: user.name })}</span>
          {user.image ? (
            <img src={user.image} alt="" className="size-9 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden
              className="grid size-9 place-content-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {initials(user.name)}
            </span>
          )}
          <span className="hidden min-w-0 leading-tight sm:block">
            <span className="block max-w-40 truncate text-sm font-bold">{user.name}</span>
            <span className="block max-w-40 truncate text-xs text-muted-foreground">{user.role.name}</span>
          </span>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" data-testid="user-menu">
        <DropdownMenuLabel>
          <p className="truncate font-bold">{user.name}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
          <p className="mt-1.5 inline-flex rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
            {user.role.name}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          data-testid="profile-link"
          onSelect={() => void navigate(paths.profile.root.getHref())}
        >
          <UserRound />
          {t('user_menu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem
          variant="destructive"
          data-testid="logout-button"
          onSelect={() =>
            logout.mutate(undefined, {
              onSettled: () => void navigate(paths.auth.root.getHref(), { replace: true }),
            })
          }
        >
          <LogOut className="rtl:rotate-180" />
          {t('user_menu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
