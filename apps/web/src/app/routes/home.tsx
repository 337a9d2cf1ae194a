import { useAuth } from '@/features/auth/hooks/use-auth';

/** Placeholder: the board-ui task replaces this file (keep the default export). */
export default function HomeRoute() {
  const { user } = useAuth();
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold">Welcome{user ? `, ${user.displayName}` : ''}</h1>
      <p className="mt-2 text-muted-foreground">Your boards will appear here.</p>
    </section>
  );
}
