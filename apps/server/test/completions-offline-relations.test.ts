import { describe, expect, it } from 'vitest';

import { payUnitOf, serviceBought, subjectOf } from '../src/modules/completions/providers/offline/subject.js';
import { acceptAll } from './support/offline-chain.js';

/**
 * Issue 25, second round: the lead's unseen idea. The phrase reader splits the offer from the
 * customer at a relation ("visiting"), leaves the place and how often out of both, the persona buys
 * the service rather than its van, and the service's money line names the service and the unit the
 * sentence gives (a visit) instead of "per project, per hour".
 */
const KNIVES = 'A mobile knife-sharpening van visiting restaurant kitchens in Porto once a fortnight';
const drafts = acceptAll(KNIVES, 'Porto, Portugal', {}, { offerKind: 'service', customerKind: 'businesses' });

describe('an offer related to its customer by a verb (issue 25)', () => {
  it('should read the customer after the relation, without the place or the frequency', () => {
    expect(subjectOf(KNIVES)).toEqual({
      offer: 'a mobile knife-sharpening van',
      audience: 'restaurant kitchens',
      language: 'en',
    });
  });

  it('should name restaurant kitchens as the customer in every draft that describes one', () => {
    expect(drafts['1.1.2']).toContain('selling to restaurant kitchens (businesses)');
    expect(drafts['1.1.2']).not.toContain('the idea does not name one yet');
    expect(drafts['2.1.1']).toContain('Small restaurant kitchens (1-10 people)');
    expect(drafts['2.1.1']).not.toContain('Small customers');
    for (const version of ['1.1.2', '2.1.1', '2.3.1', '3.1.1', '3.2.1', '4.2.1', '6.1.1'] as const)
      expect(drafts[version], version).toContain('restaurant kitchens');
  });

  it('should have the persona buy the sharpening, not the van', () => {
    expect(drafts['2.3.1']).toContain('- **Would buy:** knife-sharpening, for one reason above all');
    expect(drafts['2.3.1']).not.toMatch(/Would buy:[^\n]*van/);
  });

  it('should price the service per visit in its own words, never per project or per hour', () => {
    expect(drafts['4.2.1']).toContain(
      '1. **Fees for knife-sharpening** — Customers pay one agreed price per visit for knife-sharpening, once a fortnight.',
    );
    expect(drafts['1.1.2']).toContain('- **How it earns money:** fees for knife-sharpening');
    for (const draft of Object.values(drafts)) {
      expect(draft).not.toContain('per project, per hour');
      expect(draft).not.toContain('Fixed-price packages rather than hours');
    }
    expect(JSON.parse(drafts['4.2.3']).rows[0]).toEqual(
      expect.arrayContaining(['Fees for knife-sharpening', 'Per visit']),
    );
  });

  it('should read what a service customer buys from the grammar of the offer, in four languages', () => {
    expect(serviceBought('a mobile knife-sharpening van', 'en')).toBe('knife-sharpening');
    expect(serviceBought('a cargo-bike courier service', 'en')).toBe('a cargo-bike courier service');
    expect(serviceBought('on-site bicycle repairs', 'en')).toBe('on-site bicycle repairs');
    expect(serviceBought("un camion d'affûtage de couteaux", 'fr')).toBe('affûtage de couteaux');
    expect(serviceBought('réparations de vélos sur place', 'fr')).toBe('réparations de vélos sur place');
    expect(serviceBought('una furgoneta de afilado de cuchillos', 'es')).toBe('afilado de cuchillos');
    expect(serviceBought('sesiones de entrenamiento personal', 'es')).toBe(
      'sesiones de entrenamiento personal',
    );
  });

  it('should take the unit of pay from the sentence, or none', () => {
    expect(payUnitOf(KNIVES)).toEqual({ price: null, unit: 'per visit', often: 'once a fortnight' });
    expect(payUnitOf('Window cleaning for corner shops twice a month.').unit).toBe('per month');
    expect(payUnitOf('Gutter cleaning for homeowners at £60 a visit.').price).toBe('£60 a visit');
    expect(payUnitOf('Bookkeeping for small law firms in Leeds.')).toEqual({
      price: null,
      unit: null,
      often: null,
    });
  });
});
