import { Link } from 'react-router';

import { PRODUCT_NAME } from '@/components/layout/logo';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-1 px-4 py-3 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>
          © {year} {PRODUCT_NAME}. All rights reserved.
        </p>
        <Link
          to="/service-agreement"
          target="_blank"
          rel="noopener noreferrer"
          // A standalone link: a 44 px target for a thumb (links inside sentences are exempt).
          className="inline-flex min-h-11 items-center px-2 font-medium text-foreground underline-offset-4 hover:underline"
        >
          Service Agreement
        </Link>
      </div>
    </footer>
  );
}
