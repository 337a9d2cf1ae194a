import {
  type Board,
  CUSTOMER_KIND_LABELS,
  CUSTOMER_KINDS,
  type CustomerKind,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  type OfferKind,
  suggestCustomerKind,
  suggestOfferKind,
} from '@planner/domain';

import { Button } from '@/components/ui/button';

import { RadioOption } from './radio-option';

interface IdeaQuestionsProps {
  board: Board;
  /** The idea as typed so far: the suggestion follows it. */
  idea: string;
  disabled: boolean;
  onAnswer: (changes: {
    offerKind?: OfferKind | null;
    customerKind?: CustomerKind | null;
  }) => Promise<unknown>;
}

/**
 * The Idea step's two optional questions, what the business sells and who pays. Each answer
 * is saved on the click. Until the founder answers, the engine's guess is shown as a suggestion to
 * confirm with one click; an unconfirmed suggestion is not an answer (no option is selected).
 */
export function IdeaQuestions({ board, idea, disabled, onAnswer }: IdeaQuestionsProps) {
  const { offerKind = null, customerKind = null } = board.ideaData;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Question
        name="offerKind"
        legend="What does the business sell?"
        kinds={OFFER_KINDS}
        labels={OFFER_KIND_LABELS}
        answer={offerKind}
        suggestion={suggestOfferKind(idea)}
        disabled={disabled}
        onAnswer={(value) => onAnswer({ offerKind: value })}
      />
      <Question
        name="customerKind"
        legend="Who pays?"
        kinds={CUSTOMER_KINDS}
        labels={CUSTOMER_KIND_LABELS}
        answer={customerKind}
        suggestion={suggestCustomerKind(idea)}
        disabled={disabled}
        onAnswer={(value) => onAnswer({ customerKind: value })}
      />
    </div>
  );
}

interface QuestionProps<K extends string> {
  name: string;
  legend: string;
  kinds: readonly K[];
  labels: Record<K, string>;
  answer: K | null;
  suggestion: K | null;
  disabled: boolean;
  onAnswer: (value: K | null) => Promise<unknown>;
}

function Question<K extends string>({
  name,
  legend,
  kinds,
  labels,
  answer,
  suggestion,
  disabled,
  onAnswer,
}: QuestionProps<K>) {
  const hintId = `${name}-suggestion`;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2 rounded-lg border p-4"
      disabled={disabled}
      aria-describedby={answer === null && suggestion ? hintId : undefined}
    >
      <legend className="px-1 text-sm font-semibold">
        {legend} <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      {answer === null && suggestion && (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm">
          <p id={hintId}>We think: {labels[suggestion]}. Is that right?</p>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Yes, that’s right: ${labels[suggestion]}`}
            onClick={() => void onAnswer(suggestion)}
          >
            Yes, that’s right
          </Button>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <RadioOption
            key={kind}
            name={name}
            value={kind}
            checked={answer === kind}
            onChange={() => void onAnswer(kind)}
            label={labels[kind]}
            compact
          />
        ))}
      </div>
      {answer !== null && (
        <div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`Clear answer: ${legend}`}
            onClick={() => void onAnswer(null)}
          >
            Clear answer
          </Button>
        </div>
      )}
    </fieldset>
  );
}
