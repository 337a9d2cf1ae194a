/** Spec 8: any path under a board that is not a stage. */
export function BoardNotFound() {
  return (
    <section className="flex flex-col items-center gap-2 py-16 text-center">
      <h1 className="text-2xl font-semibold">There&apos;s nothing here: 404!</h1>
      <p className="text-sm text-muted-foreground">Pick a stage from the sidebar to keep planning.</p>
    </section>
  );
}
