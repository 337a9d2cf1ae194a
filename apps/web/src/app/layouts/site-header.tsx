import { LogOutIcon } from 'lucide-react';
import * as React from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router';

import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { selectIsCompanyAdmin } from '@/features/auth/stores/auth-slice';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { forgetAllDrafts } from '@/lib/forget-all-drafts';
import { cn } from '@/lib/utils';

const SignOutMenu = React.lazy(() => import('./sign-out-menu'));

/** What "Skip to content" moves focus to: each layout's page content carries this id. */
export const CONTENT_ID = 'content';

interface NavItem {
  label: string;
  to: string;
  visible: (roles: { isCompanyAdmin: boolean; isAdmin: boolean }) => boolean;
}

/** Spec 2, "Shared layout": Dashboard for company admins, Admin for platform admins. */
const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', visible: () => true },
  { label: 'Dashboard', to: '/company-dashboard', visible: (r) => r.isCompanyAdmin },
  { label: 'Admin', to: '/admin', visible: (r) => r.isAdmin },
];

/** `fluid` spans the whole width so the logo lines up with the board's sidebar and the footer. */
export function SiteHeader({ className, fluid = false }: { className?: string; fluid?: boolean }) {
  const { token, isAdmin, logout } = useAuth();
  const isCompanyAdmin = useSelector(selectIsCompanyAdmin);
  const items = NAV_ITEMS.filter((item) => item.visible({ isCompanyAdmin, isAdmin }));
  // The menu's chunk loads once the page is painted; its placeholder keeps the header still.
  const painted = useAfterPaint();
  const menuPlaceholder = <span aria-hidden className="size-10 sm:size-8" />;

  return (
    <header
      className={cn('sticky top-0 z-30 h-(--header-height) border-b bg-card/95 backdrop-blur', className)}
    >
      <div
        className={cn(
          'mx-auto flex h-full items-center justify-between gap-3 px-3 sm:px-6',
          !fluid && 'max-w-6xl',
        )}
      >
        {/* The first stop of the Tab key: past the header (and a board's sidebar) to the page itself. */}
        <a
          href={`#${CONTENT_ID}`}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(CONTENT_ID)?.focus();
          }}
          className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          Skip to content
        </a>
        <Link to="/" aria-label="Planning Workspace home" className="shrink-0 rounded-md">
          <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
        </Link>
        {token && (
          <nav aria-label="Main" className="flex items-center gap-0.5 sm:gap-1">
            {items.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'inline-flex h-10 items-center rounded-md px-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-8 text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground sm:px-3',
                    isActive && 'text-foreground',
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
            <Button
              variant="ghost"
              size="sm"
              className="h-10 px-2 text-muted-foreground sm:h-8 sm:px-3"
              onClick={() => {
                // Signing out on purpose leaves no idea text behind on a shared computer.
                forgetAllDrafts();
                void logout();
              }}
            >
              <LogOutIcon aria-hidden className="hidden sm:block" />
              Sign Out
            </Button>
            {painted ? (
              <React.Suspense fallback={menuPlaceholder}>
                <SignOutMenu
                  onSignOutEverywhere={() => {
                    forgetAllDrafts();
                    void logout({ everywhere: true });
                  }}
                />
              </React.Suspense>
            ) : (
              menuPlaceholder
            )}
          </nav>
        )}
      </div>
    </header>
  );
}
