import type {
  AnyPromptVersion,
  Board,
  BoardPatch,
  CompletionRequest,
  CompletionRoute,
  Keyword,
  KeywordValues,
  RenderedPrompt,
} from '@planner/domain';
import {
  completionTarget,
  isVersionOfRoute,
  KEYWORD_NAMES,
  KEYWORDS,
  keywordText,
  missingInputsMessage,
  promptFile,
  readKeyword,
  renderPrompt,
  stageInfo,
} from '@planner/domain';

import { AppError } from '../../lib/app-error.js';
import type { Deps } from '../../lib/fastify.js';
import type { RequestUser } from '../auth/account-store.js';
import { findBoard, requireBoardAccess } from '../boards/board-store.js';
import { findPromptText } from '../prompts/prompt-store.js';

/** What pressing Generate sends: the stage of the URL, the body, the caller. */
export interface CompletionInput {
  /** A stage's slug, or `plan` for the plan's own sections. */
  slug: CompletionRoute;
  request: CompletionRequest;
  user: RequestUser;
}

export interface PreparedCompletion {
  board: Board;
  version: AnyPromptVersion;
  /** Every keyword's value: sent with the request, else read from the stored board. */
  values: KeywordValues;
  /** The keyword fields the request sent, to be saved together with the result. */
  inputsPatch: BoardPatch;
  prompt: RenderedPrompt;
}

/** A keyword's value as the request sent it; the cover's keywords are never sent. */
function sentValue(request: CompletionRequest, name: Keyword): CompletionRequest[keyof CompletionRequest] {
  return name in request ? request[name as keyof CompletionRequest] : undefined;
}

/** The keyword fields of a request as a board patch (each keyword names its stage's field). */
function inputsPatchOf(request: CompletionRequest): BoardPatch {
  const patch: Record<string, Record<string, unknown>> = {};
  for (const name of KEYWORD_NAMES) {
    const value = sentValue(request, name);
    if (value === undefined) continue;
    const info = KEYWORDS.find((k) => k.name === name);
    if (!info?.stage) continue;
    const dataKey = stageInfo(info.stage).dataKey;
    patch[dataKey] = { ...patch[dataKey], [name]: value };
  }
  return patch as BoardPatch;
}

/**
 * Everything checked before a provider is called: the stage/version pair, edit access, required
 * inputs and the input-size cap. Nothing is stored here.
 */
export async function prepareCompletion(
  { db, config }: Deps<'db' | 'config'>,
  { slug, request, user }: CompletionInput,
): Promise<PreparedCompletion> {
  const version = request.promptVersion;
  const info = completionTarget(version);
  if (!isVersionOfRoute(version, slug)) {
    throw new AppError(
      'invalid-argument',
      `Prompt version ${version} belongs to ${info.route === 'plan' ? 'the plan' : `stage ${info.route}`}, not ${slug}.`,
    );
  }
  const file = promptFile(version);
  // Independent reads, side by side: this runs before the first token.
  const [found, template] = await Promise.all([
    findBoard(db, request.boardId),
    findPromptText(db, file.folder, file.name),
  ]);
  // The request's board id is the caller's own input: the 404 does not repeat it.
  const { board } = await requireBoardAccess(db, found, user, 'edit');

  const values: KeywordValues = {};
  for (const name of KEYWORD_NAMES) {
    const sent = sentValue(request, name) as KeywordValues[Keyword];
    values[name] = sent !== undefined ? sent : readKeyword(board, name);
  }
  // A field without two letters or digits ("-", "a", "1.", a zero-width space) is not filled in.
  const missing = info.inputs
    .slice(0, info.required)
    .filter((k) => (keywordText(values[k]).match(/[\p{L}\p{N}]/gu) ?? []).length < 2);
  if (missing.length > 0) {
    throw new AppError('failed-precondition', missingInputsMessage(version, missing), {
      details: { missing },
    });
  }

  if (template === null) {
    throw new AppError('internal', `The prompt template ${file.folder}/${file.name} is missing.`);
  }
  const prompt = renderPrompt(template, values);
  if (prompt.user.length > config.AI_MAX_INPUT_CHARS) {
    throw new AppError(
      'invalid-argument',
      `The text sent to the AI is too long: ${prompt.user.length.toLocaleString('en-US')} characters, the limit is ${config.AI_MAX_INPUT_CHARS.toLocaleString('en-US')}. Shorten your inputs and try again.`,
    );
  }
  return { board, version, values, inputsPatch: inputsPatchOf(request), prompt };
}
