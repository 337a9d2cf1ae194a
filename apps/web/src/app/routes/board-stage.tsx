import { useParams } from 'react-router';

/** Placeholder: the board-ui task replaces this file (keep the default export). */
export default function BoardStageRoute() {
  const { boardId, stage } = useParams();
  return (
    <section>
      <h1 className="text-2xl font-semibold">Stage {stage}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Board {boardId}</p>
    </section>
  );
}
