import { describe, expectTypeOf, it } from 'vitest';
import { order } from '../../resources/orders';
import { blogPost } from '../../resources/site-content';
import { boolean, defineResource, json, password, references, text } from '../../schema';
import { labelHook } from '../domain/academics/labels';
import { slugHooks } from '../domain/site-content/slugs';
import { behaviourOf } from './behaviour';
import type { HooksOf } from './hooks';

const sample = defineResource({
  name: 'sample',
  table: 'samples',
  subject: 'Sample',
  title: 'title',
  fields: {
    title: text({ required: true }),
    is_open: boolean(),
    settings: json(),
    tags: references('tag', { through: 'sample_tags', ownKey: 'sample_id', targetKey: 'tag_id' }),
    secret: password({ virtual: true }),
  },
});

describe('hooks bound to one resource', () => {
  it('refuse a misspelt field of the input, the stored row or the answered record', () => {
    const hooks: HooksOf<typeof order> = {
      check: async (_ctx, _db, { values, current }) => {
        expectTypeOf(values.student_id).toEqualTypeOf<number | undefined>();
        // @ts-expect-error "stuent_id" is not a field of an order
        void values.stuent_id;
        // @ts-expect-error "totl" is not a column of an order
        void current?.totl;
        return {};
      },
      afterCreate: async (_ctx, record) => {
        // @ts-expect-error "order_number" is not a field of an order
        void record.order_number;
      },
    };
    behaviourOf(order, { hooks });
  });

  it('refuse hooks of another resource', () => {
    const sampleHooks: HooksOf<typeof sample> = {};
    // @ts-expect-error the sample's hooks read fields an order does not have
    behaviourOf(order, { hooks: sampleHooks });
  });

  it('see booleans as 0/1 and JSON as text in stored rows, and no references or virtual fields', () => {
    const hooks: HooksOf<typeof sample> = {
      beforeSave: async (_tx, _ctx, { values, current }) => {
        expectTypeOf(values.is_open).toEqualTypeOf<boolean | null | undefined>();
        expectTypeOf(values.tags).toEqualTypeOf<number[] | undefined>();
        expectTypeOf(current?.is_open).toEqualTypeOf<0 | 1 | undefined>();
        expectTypeOf(current?.settings).toEqualTypeOf<string | null | undefined>();
        // @ts-expect-error a references field lives in its join table, not in the row
        void current?.tags;
        // @ts-expect-error a virtual field is never stored
        void current?.secret;
      },
    };
    behaviourOf(sample, { hooks });
  });
});

describe('hook factories shared by several resources', () => {
  it('take only a resource with the fields they read', () => {
    behaviourOf(blogPost, { hooks: slugHooks(() => blogPost, 'title') });
    // @ts-expect-error a blog post has no "name" to make its slug from
    behaviourOf(blogPost, { hooks: slugHooks(() => blogPost, 'name') });
    const label = labelHook(async () => '');
    // @ts-expect-error the sample has no label field to keep
    behaviourOf(sample, { hooks: { beforeSave: label } });
  });
});
