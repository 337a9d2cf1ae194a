import { describe, expect, it } from 'vitest';

import { SavePromptRequestSchema } from './prompts.js';

const message = (input: unknown) => SavePromptRequestSchema.safeParse(input).error?.issues[0]?.message;

describe('SavePromptRequestSchema', () => {
  it('should accept a template in a stage folder using known keywords', () => {
    const request = { folder: 'idea', name: '1.1.2.md', data: 'Refine {{initialIdea}}' };
    expect(SavePromptRequestSchema.parse(request)).toEqual(request);
  });

  it('should name unknown placeholders', () => {
    expect(message({ folder: 'idea', name: '1.1.2.md', data: 'Use {{foo}}' })).toBe(
      'Unknown placeholder: {{foo}}',
    );
    expect(message({ folder: 'idea', name: '1.1.2.md', data: '{{foo}} {{bar}} {{geoMarket}}' })).toBe(
      'Unknown placeholders: {{foo}}, {{bar}}',
    );
  });

  it('should refuse empty prompts, odd names and unknown folders', () => {
    expect(message({ folder: 'idea', name: '1.1.2.md', data: '   ' })).toBe('A prompt cannot be empty');
    expect(message({ folder: 'idea', name: '../secrets.md', data: 'x' })).toBe(
      'Prompt names look like 1.1.2.md',
    );
    expect(SavePromptRequestSchema.safeParse({ folder: 'ideas', name: '1.1.2.md', data: 'x' }).success).toBe(
      false,
    );
    expect(
      SavePromptRequestSchema.safeParse({ folder: 'idea', name: '1.1.2.md', data: 'x', extra: 1 }).success,
    ).toBe(false);
  });
});
