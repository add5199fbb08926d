/** The boot check of public declarations: each mistake is named at start, not found later. */
import { describe, expect, it } from 'vitest';
import { boolean, email, password, reference, references, richText, text } from './fields';
import { checkPublicApi } from './public-api-check';
import { publicChild, publicForm, publicRead, type PublicApi } from './public-api';
import { defineResource, type Resource } from './resource';

const author = defineResource({
  name: 'author',
  table: 'authors',
  subject: 'Author',
  title: 'name',
  fields: {
    name: text(),
    email: email(),
    secret: password({ virtual: true }),
    is_active: boolean(),
  },
});
const post = defineResource({
  name: 'post',
  table: 'posts',
  subject: 'Post',
  title: 'title',
  fields: {
    title: text(),
    slug: text({ unique: true }),
    body: richText(),
    author_id: reference('author'),
    editors: references('author', {
      through: 'post_editors',
      ownKey: 'post_id',
      targetKey: 'author_id',
    }),
    note: text({ readOnly: true }),
  },
});
const comment = defineResource({
  name: 'comment',
  table: 'comments',
  subject: 'Comment',
  title: 'body',
  storage: { columns: { language: text({ max: 5 }) } },
  fields: { post_id: reference('post'), body: text(), status: text() },
});
const resources = new Map<string, Resource>([author, post, comment].map((r) => [r.name, r]));

const posts = publicRead(post, {
  path: 'posts',
  fields: ['title', 'slug', 'body'],
  show: 'slug',
  children: {
    comments: publicChild(comment, { link: { foreignKey: 'post_id' }, fields: ['body'] }),
    author: publicChild(author, { link: { reference: 'author_id' }, fields: ['name'] }),
    editors: publicChild(author, { link: { through: 'editors' }, fields: ['name'] }),
  },
});
const comments = publicForm(comment, {
  path: 'comment',
  fields: ['post_id', 'body'],
  fixed: { status: 'pending' },
  senderLanguage: 'language',
  servedBy: { post_id: 'posts' },
  message: 'Thanks',
});

const check = (api: Partial<PublicApi>) => () =>
  checkPublicApi({ reads: [posts], forms: [comments], ...api }, resources);

describe('checkPublicApi', () => {
  it('is backed by the type checker for field names', () => {
    // @ts-expect-error: "nope" is not a field of post
    const typo = publicRead(post, { path: 'typo', fields: ['nope'] });
    // @ts-expect-error: a child's fields are checked against the child resource
    publicChild(comment, { link: { foreignKey: 'post_id' }, fields: ['title'] });
    // @ts-expect-error: fixed values name fields of the form's resource
    publicForm(comment, { path: 'c', fields: ['body'], fixed: { state: 1 }, message: 'x' });
    expect(check({ reads: [posts, typo] })).toThrow(/has no field "nope"/);
  });

  it('accepts a sound declaration', () => {
    expect(check({})).not.toThrow();
  });

  it('names each mistake', () => {
    const cases: [Partial<PublicApi>, RegExp][] = [
      [{ reads: [posts, posts] }, /"posts" is used twice/],
      [{ reads: [{ ...posts, path: 'Posts' }] }, /kebab-case/],
      [{ reads: [{ ...posts, fields: ['nope'] }] }, /has no field "nope"/],
      [
        { reads: [publicRead(author, { path: 'authors', fields: ['secret'] })] },
        /may not be served/,
      ],
      [{ reads: [{ ...posts, show: 'title' }] }, /not unique/],
      [{ reads: [{ ...posts, listFields: ['note'] }] }, /not one of its fields/],
      [{ reads: [{ ...posts, where: { editors: 1 } }] }, /not a column/],
      [{ reads: [{ ...posts, where: { title: [] } }] }, /is empty/],
      [{ reads: [{ ...posts, paging: { perPage: 50, maxPerPage: 10 } }] }, /paging/],
      [{ reads: [{ ...posts, checkoutLink: true }] }, /only "course" rows can be checked out/],
      [
        {
          reads: [
            {
              ...posts,
              children: {
                comments: publicChild(comment, { link: { foreignKey: 'body' }, fields: ['body'] }),
              },
            },
          ],
        },
        /does not join/,
      ],
      [
        { reads: [{ ...posts, children: { title: posts.children.author! } }] },
        /a served field has that name/,
      ],
      [
        {
          reads: [
            posts,
            publicRead(author, {
              path: 'authors',
              fields: ['name'],
              onlyReferencedBy: { read: 'posts', field: 'title' },
            }),
          ],
        },
        /does not link/,
      ],
      [{ forms: [{ ...comments, fields: ['post_id', 'body', 'status'] }] }, /both sent and fixed/],
      [{ forms: [{ ...comments, honeypot: 'body' }] }, /is a real field/],
      [{ forms: [{ ...comments, servedBy: { post_id: 'nowhere' } }] }, /no public read/],
      [{ forms: [{ ...comments, path: 'posts' }] }, /used twice/],
      [{ forms: [{ ...comments, senderLanguage: 'body' }] }, /text storage column/],
      [{ forms: [{ ...comments, senderLanguage: 'nowhere' }] }, /text storage column/],
      [
        { forms: [publicForm(post, { path: 'post', fields: ['note'], message: 'x' })] },
        /read-only/,
      ],
    ];
    for (const [api, error] of cases) expect(check(api), String(error)).toThrow(error);
  });
});
