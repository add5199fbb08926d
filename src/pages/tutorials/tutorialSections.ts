import type { RaRecord } from 'react-admin';

export interface TutorialSection {
  category: RaRecord;
  /** "Parent › Child" for a nested category. */
  heading: string;
  tutorials: RaRecord[];
}

/**
 * Tutorials under their categories, in the categories' arranged order; categories without a
 * tutorial to show are left out, and so are tutorials of a category the reader cannot see.
 */
export function tutorialSections(
  categories: readonly RaRecord[],
  tutorials: readonly RaRecord[],
  /** A category's name in the reader's language (`useTitleIn('tutorial-category')`). */
  nameOf: (category: RaRecord) => string = (category) => String(category.name),
): TutorialSection[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const ordered = [...categories].sort(
    (a, b) =>
      Number(a.position ?? 0) - Number(b.position ?? 0) ||
      String(a.name).localeCompare(String(b.name)),
  );
  return ordered
    .map((category) => {
      const parent = category.parent_id != null ? byId.get(category.parent_id) : undefined;
      return {
        category,
        heading: parent ? `${nameOf(parent)} › ${nameOf(category)}` : nameOf(category),
        tutorials: tutorials.filter((t) => t.category_id === category.id),
      };
    })
    .filter((section) => section.tutorials.length > 0);
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|figcaption|td|th)>|<br\s*\/?>/gi;

/** The plain text of sanitized rich text, for a card's excerpt (never rendered as HTML). */
export function plainText(html: unknown, max = 160): string {
  if (typeof html !== 'string' || html === '') return '';
  // Blocks end in a space, so paragraphs do not run into each other.
  const spaced = html.replace(BLOCK_END, '$& ');
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  body.querySelectorAll('script, style').forEach((node) => node.remove());
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
