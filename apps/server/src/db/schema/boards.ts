import type {
  BudgetingData,
  BusinessModelData,
  DraftSources,
  ForecastData,
  GoToMarketData,
  IdeaData,
  PlanData,
  Stage,
  Step,
  TargetAudienceData,
  UvpData,
} from '@planner/domain';
import { index, integer, json, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { companies } from './companies.js';
import { memberships } from './memberships.js';
import { users } from './users.js';

/** Stage objects are `json` (not `jsonb`) so a budget keeps its column order. */
export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    membershipId: uuid('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    currentStage: text('current_stage').$type<Stage>().notNull(),
    currentStep: text('current_step').$type<Step>().notNull(),
    // Progress: `furthestReached` of the content, recomputed on every write (see modules/boards/README.md).
    furthestStage: text('furthest_stage').$type<Stage>().notNull().default('IDEA'),
    furthestStep: text('furthest_step').$type<Step>().notNull().default('INITIAL_IDEA'),
    ideaData: json('idea_data').$type<IdeaData>().notNull(),
    targetAudienceData: json('target_audience_data').$type<TargetAudienceData>().notNull(),
    uvpData: json('uvp_data').$type<UvpData>().notNull(),
    businessModelData: json('business_model_data').$type<BusinessModelData>().notNull(),
    budgetingData: json('budgeting_data').$type<BudgetingData>().notNull(),
    goToMarketData: json('go_to_market_data').$type<GoToMarketData>().notNull(),
    /** Every write adds one (board-repository.ts `updateBoard` is the one writer). */
    version: integer('version').notNull().default(1),
    /** The shape of the stage objects when written: `migrateStoredBoard` reads older rows. */
    schemaVersion: integer('schema_version').notNull().default(1),
    // Who wrote each field's text (`DraftSource` by field name): AI provider and model, offline, or the user.
    draftSources: json('draft_sources').$type<DraftSources>().notNull().default({}),
    /** The forecast's assumptions; null until the founder saves them. */
    forecastData: json('forecast_data').$type<Omit<ForecastData, 'costs'>>(),
    /** The plan's cover details (logo included) and section choices; null until first written. */
    planData: json('plan_data').$type<PlanData>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Set while the board is in the trash; the housekeeping job purges it after the retention period. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('boards_owner_updated_idx').on(t.ownerId, t.updatedAt),
    index('boards_company_idx').on(t.companyId, t.createdAt),
    index('boards_deleted_idx').on(t.deletedAt),
  ],
);
