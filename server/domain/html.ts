/**
 * Rich text is cleaned on write (and again on output by the public API): formatting, links and
 * images survive; scripts, event handlers, javascript: URLs and styles that can hide content do
 * not.
 */
import sanitizeHtml from 'sanitize-html';
import { EMBED_HOSTS } from '../../schema';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    'span',
    'figure',
    'figcaption',
    'iframe',
  ],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    '*': ['class', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  // Embedded video only from the hosts tutorials and sliders use.
  allowedIframeHostnames: EMBED_HOSTS,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
