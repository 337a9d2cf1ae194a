import {
  type BoardPosition,
  hasBudget,
  openThreadCounts,
  sidebarItems,
  slugFromStage,
  type Stage,
  type StageIcon,
  STAGES,
  type Step,
  truncateBoardName,
} from '@planner/domain';
import {
  BriefcaseBusinessIcon,
  ChartLineIcon,
  ChevronRightIcon,
  ClipboardCheckIcon,
  FileTextIcon,
  GemIcon,
  LightbulbIcon,
  type LucideIcon,
  RocketIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import * as React from 'react';
import { Link, useMatch } from 'react-router';

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSkeleton,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  SidebarRail,
  useSidebar,
} from '@/components/ui/sidebar';
import { useListCommentsQuery } from '@/lib/comments-api';
import { selectViewers } from '@/lib/live-slice';
import { useAppSelector, useGetState } from '@/lib/store-hooks';

import { useBoardNavigation } from '../hooks/use-board-navigation';
import { useBoard } from '../hooks/use-board-session';
import { selectStageState } from '../stores/stage-slices';
import { BoardActivity } from './board-activity';

/** The domain names each stage's icon; this is the lucide component for each name. */
const ICONS = {
  lightbulb: LightbulbIcon,
  users: UsersIcon,
  gem: GemIcon,
  'briefcase-business': BriefcaseBusinessIcon,
  wallet: WalletIcon,
  rocket: RocketIcon,
} as const satisfies Record<StageIcon, LucideIcon>;

/**
 * The board's sidebar (spec 2): the board name cut by the domain, collapsible stages with their
 * sub-steps, enablement from the domain's `sidebarItems`. The stage shown (the URL's) is
 * highlighted, and exactly one item, the page shown, has `aria-current="page"`: its step (or the
 * stage while its steps are folded), or Plan, Review or Forecast.
 */
export function BoardSidebar({ boardId, userId = '' }: { boardId: string; userId?: string }) {
  const { board, error } = useBoard(boardId);
  const viewers = useAppSelector((state) => selectViewers(state, boardId));
  /** `${stage}:${step}` -> the names of the others on that step. */
  const othersOn = new Map<string, string[]>();
  for (const viewer of viewers) {
    if (viewer.id === userId || !viewer.step) continue;
    const key = `${viewer.stage}:${viewer.step}`;
    othersOn.set(key, [...(othersOn.get(key) ?? []), viewer.name]);
  }
  // A board that could not be loaded (unknown id, no access) stops the skeleton: nothing more comes.
  const failed = !board && Boolean(error);
  const currentStep = useAppSelector((state) =>
    board ? (selectStageState(state, board.currentStage).currentStep as Step) : undefined,
  );
  const items = board ? sidebarItems(board, currentStep) : [];
  const { state, isMobile, setOpenMobile } = useSidebar();
  const { moveTo } = useBoardNavigation(boardId);
  const getState = useGetState();
  const [open, setOpen] = React.useState<Partial<Record<Stage, boolean>>>({});
  const activeStage = board?.currentStage;
  const onPlan = useMatch('/:boardId/plan') !== null;
  const forecastOpen = useMatch('/:boardId/forecast') !== null;
  const onReview = useMatch('/:boardId/review') !== null;
  // One item is the page shown: on the plan, the review or the forecast, no stage or step is lit.
  const stagePage = useMatch('/:boardId/:stage')?.params.stage;
  const shownStage =
    onPlan || forecastOpen || onReview ? undefined : STAGES.find((s) => s.slug === stagePage)?.id;
  const iconsOnly = state === 'collapsed' && !isMobile;
  const { data: threads = [] } = useListCommentsQuery(boardId, { skip: !board });
  const threadCounts = openThreadCounts(threads).byPage;
  const openThreads = (page: Parameters<typeof threadCounts.get>[0]) => threadCounts.get(page) ?? 0;

  function select(position: BoardPosition) {
    moveTo(position);
    if (isMobile) setOpenMobile(false);
  }

  return (
    <Sidebar collapsible="icon" className="top-(--header-height) h-[calc(100svh-var(--header-height))]!">
      <SidebarHeader className="border-b border-sidebar-border px-3 py-3 group-data-[collapsible=icon]:hidden">
        <p className="text-xs font-medium text-sidebar-foreground/70">Board</p>
        {board ? (
          <p
            className="text-sm font-semibold break-words"
            title={board.title}
            data-testid="sidebar-board-name"
          >
            {truncateBoardName(board.title)}
          </p>
        ) : failed ? (
          <p className="text-sm text-sidebar-foreground/70">Board unavailable</p>
        ) : (
          <SidebarMenuSkeleton />
        )}
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Stages</SidebarGroupLabel>
          <nav aria-label="Stages">
            <SidebarMenu>
              {/* Skeletons sit inside list items: a bare div in a <ul> breaks the list for screen readers. */}
              {!board &&
                !failed &&
                [0, 1, 2, 3, 4, 5].map((i) => (
                  <SidebarMenuItem key={i}>
                    <SidebarMenuSkeleton />
                  </SidebarMenuItem>
                ))}
              {items.map((item) => {
                const Icon = ICONS[item.icon];
                // The active stage starts open; each stage then keeps what the user chose.
                const isOpen = item.isEnabled && (open[item.stage] ?? item.stage === activeStage);
                const shown = item.stage === shownStage;
                // The current page is the step shown, or its stage while the steps are folded away.
                const stageIsPage = shown && (!isOpen || iconsOnly);
                return (
                  <Collapsible
                    key={item.stage}
                    asChild
                    open={isOpen}
                    disabled={!item.isEnabled}
                    onOpenChange={(next) => setOpen((o) => ({ ...o, [item.stage]: next }))}
                    className="group/collapsible"
                  >
                    <SidebarMenuItem>
                      <CollapsibleTrigger asChild>
                        <SidebarMenuButton
                          tooltip={item.name}
                          isActive={shown}
                          disabled={!item.isEnabled}
                          aria-current={stageIsPage ? 'page' : undefined}
                          // Names wrap in the narrow mobile sheet (10rem) instead of overlapping.
                          className="h-auto min-h-8"
                          onClick={(event) => {
                            // In icon mode the sub-steps are hidden: the icon opens the stage itself.
                            if (state === 'collapsed' && !isMobile) {
                              event.preventDefault();
                              const step = selectStageState(getState(), item.stage).currentStep as Step;
                              select({ stage: item.stage, step } as BoardPosition);
                            }
                          }}
                        >
                          <Icon aria-hidden />
                          <span>{item.name}</span>
                          <OpenThreadCount count={openThreads(slugFromStage(item.stage))} />
                          {/* The 10rem phone sheet needs the chevron's room so names take two lines at most. */}
                          <ChevronRightIcon
                            aria-hidden
                            className="ml-auto transition-transform duration-200 group-data-[state=open]/collapsible:rotate-90 max-md:hidden"
                          />
                        </SidebarMenuButton>
                      </CollapsibleTrigger>
                      <CollapsibleContent>
                        <SidebarMenuSub aria-label={`${item.name} steps`}>
                          {item.stepSubMenus.map((sub) => (
                            <SidebarMenuSubItem key={sub.action}>
                              <SidebarMenuSubButton asChild isActive={shown && sub.isActive}>
                                <button
                                  type="button"
                                  disabled={!sub.isEnabled}
                                  aria-current={shown && !stageIsPage && sub.isActive ? 'page' : undefined}
                                  onClick={() =>
                                    select({ stage: item.stage, step: sub.action } as BoardPosition)
                                  }
                                  className="h-auto min-h-7 w-full py-1 text-left"
                                >
                                  <span>
                                    <span className="whitespace-normal">{sub.name}</span>
                                    <OthersHere names={othersOn.get(`${item.stage}:${sub.action}`)} />
                                  </span>
                                </button>
                              </SidebarMenuSubButton>
                            </SidebarMenuSubItem>
                          ))}
                        </SidebarMenuSub>
                      </CollapsibleContent>
                    </SidebarMenuItem>
                  </Collapsible>
                );
              })}
            </SidebarMenu>
          </nav>
        </SidebarGroup>
        {/* The whole plan, readable at any stage: always enabled. */}
        <SidebarGroup>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip="Plan" isActive={onPlan}>
                <Link
                  to={`/${boardId}/plan`}
                  aria-current={onPlan ? 'page' : undefined}
                  onClick={() => isMobile && setOpenMobile(false)}
                >
                  <FileTextIcon aria-hidden />
                  <span>Plan</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
            {/* The plan review, below the plan, always enabled. */}
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip="Review" isActive={onReview}>
                <Link
                  to={`/${boardId}/review`}
                  aria-current={onReview ? 'page' : undefined}
                  onClick={() => isMobile && setOpenMobile(false)}
                >
                  <ClipboardCheckIcon aria-hidden />
                  <span>Review</span>
                </Link>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarGroup>
        <SidebarGroup>
          <SidebarGroupLabel>Numbers</SidebarGroupLabel>
          <SidebarMenu>
            <SidebarMenuItem>
              {/* The forecast starts from the budget's lines, so it opens once a budget exists. */}
              {board && hasBudget(board.budgetingData.budget) ? (
                <SidebarMenuButton asChild tooltip="Forecast" isActive={forecastOpen}>
                  <Link
                    to={`/${boardId}/forecast`}
                    aria-current={forecastOpen ? 'page' : undefined}
                    onClick={() => isMobile && setOpenMobile(false)}
                  >
                    <ChartLineIcon aria-hidden />
                    <span>Forecast</span>
                  </Link>
                </SidebarMenuButton>
              ) : (
                <SidebarMenuButton tooltip="Forecast (needs a budget)" disabled>
                  <ChartLineIcon aria-hidden />
                  <span>Forecast</span>
                </SidebarMenuButton>
              )}
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarGroup>
        <SidebarGroup>
          <SidebarMenu>
            <SidebarMenuItem>
              <BoardActivity boardId={boardId} />
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
      <SidebarRail />
    </Sidebar>
  );
}

/** A stage's open comment threads beside its name; nothing when there are none. */
function OpenThreadCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="rounded-md bg-sidebar-accent px-1.5 text-xs font-medium tabular-nums">
      {count}
      <span className="sr-only"> open {count === 1 ? 'comment' : 'comments'}</span>
    </span>
  );
}

/** A step's mark that someone else is on it, named for screen readers. */
function OthersHere({ names }: { names: string[] | undefined }) {
  if (!names?.length) return null;
  const label = `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} here`;
  return (
    <span title={label} className="ml-1.5 inline-flex align-middle">
      <UsersIcon aria-hidden className="size-3.5 text-primary" />
      <span className="sr-only">({label})</span>
    </span>
  );
}
