import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Dialog as DialogPrimitive, VisuallyHidden } from 'radix-ui';
import { PanelLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
} from '@fleet/shared/constants';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

const MOBILE_QUERY = '(max-width: 767px)';

type SidebarContextValue = {
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside SidebarProvider');
  return context;
}

export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const entry = cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry ? entry.split('=')[1] !== 'false' : true;
}

function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function useIsMobile(): boolean {
  const [isMobile, setIsMobile] = useState(() => window.matchMedia?.(MOBILE_QUERY).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(MOBILE_QUERY);
    if (!media) return;
    const onChange = () => setIsMobile(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return isMobile;
}

/** Holds the collapsed state (kept in the `sidebar:state` cookie for 7 days) and the mobile sheet state. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);
  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'b' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  return (
    <SidebarContext.Provider value={value}>
      <div
        className="flex min-h-svh w-full"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
          } as CSSProperties
        }
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** On the start side (right in Arabic). Desktop: full or icon-wide; mobile: a sheet. */
export function Sidebar({ children, label }: { children: ReactNode; label: string }) {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();
  const { i18n } = useTranslation();

  if (isMobile) {
    return (
      <DialogPrimitive.Root open={openMobile} onOpenChange={setOpenMobile}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/45" />
          <DialogPrimitive.Content
            dir={i18n.dir()}
            className="fixed inset-y-0 start-0 z-50 flex w-(--sidebar-width-mobile) flex-col bg-sidebar shadow-xl outline-none"
            data-testid="sidebar-mobile"
          >
            <VisuallyHidden.Root>
              <DialogPrimitive.Title>{label}</DialogPrimitive.Title>
              <DialogPrimitive.Description>{label}</DialogPrimitive.Description>
            </VisuallyHidden.Root>
            <nav aria-label={label} className="flex h-full flex-col">
              {children}
            </nav>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    );
  }

  return (
    <div
      className="group peer hidden md:block"
      data-print="hide"
      data-state={open ? 'expanded' : 'collapsed'}
      data-collapsible={open ? '' : 'icon'}
    >
      {/* Reserves the sidebar's width in the flow; the sidebar itself is fixed. */}
      <div
        className={cn(
          'relative h-svh bg-transparent transition-[width] duration-200 ease-linear',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
      />
      <aside
        className={cn(
          'fixed inset-y-0 start-0 z-20 flex h-svh flex-col border-e border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear',
          open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        )}
        data-testid="sidebar"
      >
        <nav aria-label={label} className="flex h-full min-h-0 flex-col">
          {children}
        </nav>
      </aside>
    </div>
  );
}

export function SidebarTrigger({ label }: { label: string }) {
  const { toggle, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      onClick={toggle}
      aria-label={label}
      aria-expanded={isMobile ? openMobile : open}
      data-testid="sidebar-trigger"
    >
      <PanelLeft className="rtl:rotate-180" />
    </Button>
  );
}

/** Whether labels are hidden (desktop, collapsed). */
export function useSidebarCollapsed(): boolean {
  const { open, isMobile } = useSidebar();
  return !isMobile && !open;
}

type SidebarMenuButtonProps = ComponentProps<typeof Link> & {
  tooltip: string;
  active?: boolean;
  children: ReactNode;
};

/** A menu entry; when collapsed to icons it shows its label in a tooltip. */
export function SidebarMenuButton({
  tooltip,
  active,
  className,
  children,
  ...props
}: SidebarMenuButtonProps) {
  const collapsed = useSidebarCollapsed();
  const { i18n } = useTranslation();
  const button = (
    <Link
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex h-10 w-full items-center gap-3 overflow-hidden rounded-md px-3 text-sm font-semibold text-muted-foreground outline-none transition-colors',
        'hover:bg-accent hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/40 [&_svg]:size-[18px] [&_svg]:shrink-0',
        active && 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary',
        collapsed && 'justify-center px-0',
        className,
      )}
      {...props}
    >
      {children}
    </Link>
  );
  if (!collapsed) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side={i18n.dir() === 'rtl' ? 'left' : 'right'}>{tooltip}</TooltipContent>
    </Tooltip>
  );
}
