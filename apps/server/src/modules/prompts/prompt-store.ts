/** The prompts module's public entry: other modules import from here only (eslint.config.js). */
export { readTemplateFiles } from './prompt-files.js';
export { findPromptText } from './prompt-repository.js';
export { seedPrompts } from './seed-prompts.js';
