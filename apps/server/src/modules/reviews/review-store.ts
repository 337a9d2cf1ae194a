/** The reviews module's public entry: other modules import from here only (eslint.config.js). */
export { saveAiReview } from './ai-review-repository.js';
export { getReview } from './get-review.js';
