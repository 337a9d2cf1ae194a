/**
 * The language of an idea, of the four the offline engine reads (English, French, German,
 * Spanish): `languageOf` counts each language's frequent function words and the letters only it
 * writes, and the other readers choose their own words by the result; `tidy` writes a phrase as its
 * language capitalises it. Reads no meaning, only which language the words are in.
 */

export type Language = 'en' | 'fr' | 'de' | 'es';

/** Frequent function words per language: the one with the most hits is the idea's language. */
const FUNCTION_WORDS: Record<Language, RegExp> = {
  en: /(?<!\p{L})(?:the|and|for|to|with|of|we|i|our|an?|that|who|across|if|what|could|get|every|each|in|on|at)(?!\p{L})/giu,
  fr: /(?<!\p{L})(?:les?|la|des?|du|et|pour|aux?|à|avec|nous|je|une?|qui|dans|en|par|chez|chaque|si|sur)(?!\p{L})/giu,
  de: /(?<!\p{L})(?:der|die|das|den|und|für|mit|von|wir|ich|eine?n?|im|in|an|zu|rund|ganz|wenn|jeden?|pro)(?!\p{L})/giu,
  es: /(?<!\p{L})(?:el|los|las|la|y|para|con|del|de|una?|que|en|todo|al?|cada|por|si)(?!\p{L})/giu,
};

/** Letters only one of the languages writes (French è ç, German ä ß, Spanish ñ ¿): each counts as a hit. */
const LETTERS: Record<Language, RegExp> = {
  en: /(?!)/gu,
  fr: /[èêçàâîôûœ]/giu,
  de: /[äöüß]/giu,
  es: /[ñ¿¡áíóú]/giu,
};

/** The idea's language: the one with the most hits, English when there are none. */
export function languageOf(text: string): Language {
  let best: Language = 'en';
  let most = 0;
  for (const language of Object.keys(FUNCTION_WORDS) as Language[]) {
    const hits =
      (text.match(FUNCTION_WORDS[language])?.length ?? 0) + (text.match(LETTERS[language])?.length ?? 0);
    if (hits > most) {
      most = hits;
      best = language;
    }
  }
  return best;
}

/**
 * A phrase as the drafts quote it: spaces flattened, a leading `article` dropped, and the sentence's
 * capital lowered except in German.
 */
export function tidy(phrase: string, language: Language, article: RegExp): string {
  const flat = phrase.replace(/\s+/g, ' ').trim().replace(article, '').trim();
  // German nouns keep their capital; elsewhere the sentence's capital is not part of the phrase.
  if (language === 'de' || !/^\p{Lu}(?:\p{Ll}|\s)/u.test(flat)) return flat;
  return flat.charAt(0).toLowerCase() + flat.slice(1);
}
