/** "Business idea" -> "business idea" inside a sentence; acronyms ("SMART goals") stay as they are. */
export function lowerTitle(title: string): string {
  return /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
}
