import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button';

/** Any path that is neither a screen nor a board. */
export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold tracking-wide text-primary">404</p>
      <h1 className="text-3xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved. Check the address, or head back to your
        boards.
      </p>
      <Link to="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </section>
  );
}
