import { describe, expect, it } from 'vitest';

import { BoardPatchSchema, emptyBoardData, IdeaDataSchema } from './board.js';
import { boardFieldChanges } from './history.js';
import {
  CUSTOMER_KIND_LABELS,
  CUSTOMER_KINDS,
  OFFER_KIND_LABELS,
  OFFER_KINDS,
  suggestCustomerKind,
  suggestOfferKind,
} from './offer-profile.js';

describe('the Idea step’s two questions', () => {
  it('should offer the Idea step’s choices in their words', () => {
    expect(OFFER_KINDS.map((k) => OFFER_KIND_LABELS[k])).toEqual([
      'a physical product',
      'a service done for the customer',
      'software or an app',
      'a marketplace or platform',
      'a subscription or membership',
      'content or education',
      'other',
    ]);
    expect(CUSTOMER_KINDS.map((k) => CUSTOMER_KIND_LABELS[k])).toEqual([
      'people',
      'businesses',
      'both people and businesses',
      'public bodies',
    ]);
  });

  it('should store the answers as optional fields, so a board stored before them still reads', () => {
    const before = emptyBoardData().ideaData;
    expect(before).not.toHaveProperty('offerKind');
    expect(IdeaDataSchema.safeParse(before).success).toBe(true);
    expect(
      IdeaDataSchema.safeParse({ ...before, offerKind: 'service', customerKind: 'public' }).success,
    ).toBe(true);
    expect(IdeaDataSchema.safeParse({ ...before, offerKind: null, customerKind: null }).success).toBe(true);
    expect(BoardPatchSchema.safeParse({ ideaData: { offerKind: 'a physical product' } }).success).toBe(false);
    expect(BoardPatchSchema.safeParse({ ideaData: { customerKind: 'aliens' } }).success).toBe(false);
  });

  it('should record an answer in the history like any other field', () => {
    const changes = boardFieldChanges(
      { ideaData: { initialIdea: 'x' } },
      { ideaData: { initialIdea: 'x', offerKind: 'physical' } },
    );
    expect(changes).toEqual([{ field: 'ideaData.offerKind', before: null, after: 'physical' }]);
  });
});

describe('the suggestion shown before an answer', () => {
  it.each([
    ['Hand-painted bicycle bells, handmade in Utrecht.', 'physical'],
    ['A mobile repair service for offices.', 'service'],
    ['A booking app for dog groomers.', 'software'],
    ['A marketplace that connects farmers with restaurants.', 'marketplace'],
    ['A monthly box of snacks, as a subscription.', 'subscription'],
    ['Online courses on Spanish for nurses.', 'education'],
    ['Des cours de cuisine pour les étudiants.', 'education'],
    ['Ein Reparaturservice für Fahrräder.', 'service'],
  ] as const)('should suggest what "%s" sells: %s', (idea, kind) => {
    expect(suggestOfferKind(idea)).toBe(kind);
  });

  it('should suggest nothing when no word hints at it', () => {
    expect(suggestOfferKind('Something nice in Lyon.')).toBeNull();
    expect(suggestCustomerKind('Something nice in Lyon.')).toBeNull();
  });

  it.each([
    ['Bells for night-shift nurses and their families.', 'people'],
    ['Bookkeeping for small law firms.', 'businesses'],
    ['Cleaning for households and small offices.', 'both'],
    ['Reading programmes for public libraries and town councils.', 'public'],
  ] as const)('should suggest who pays for "%s": %s', (idea, kind) => {
    expect(suggestCustomerKind(idea)).toBe(kind);
  });
});
