/** The prompts module's public entry: other modules import from here only (eslint.config.js). */
export { findPromptText } from './prompt-repository.js';
