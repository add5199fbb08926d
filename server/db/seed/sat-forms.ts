/**
 * The two sample SAT test forms of the demo, with complete conversion tables:
 * - the legacy paper SAT (docs/DOMAIN.md): Reading (52 questions), Writing and Language (44), Math
 *   without (20) and with a calculator (38), one module each; Reading and Writing test scores
 *   10–40, Math 200–800 from both math sections together, total (Reading + Writing) × 10 + Math;
 *   sub scores COE, WIC, EOI, SEC, HOA, PSD, PAM (1–15) and cross-test scores HSS, SCI (10–40);
 * - a digital SAT form: Reading and Writing (27 + 27 questions, 32 minutes a module) and Math
 *   (22 + 22, 35 minutes), 200–800 each, total 400–1600.
 * The section tables follow the shape of published practice-test tables; they are samples for
 * practice, which admins edit per form (PUT /api/sat-scale/{id}/conversions).
 */
import { writeConversionRows } from '../../domain/assessment/conversion-table';
import type { Row } from '../types';
import type { Context } from '../../resources/context';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

/** Scaled scores for raw 0, 1, 2… */
const LEGACY_READING = [
  10, 10, 10, 11, 12, 13, 14, 15, 15, 16, 17, 17, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23, 24,
  24, 25, 25, 26, 26, 27, 28, 28, 29, 29, 30, 30, 31, 31, 32, 32, 33, 33, 34, 35, 35, 36, 37, 37,
  38, 38, 39, 40, 40,
];
const LEGACY_WRITING = [
  10, 10, 10, 10, 11, 12, 13, 13, 14, 15, 16, 16, 17, 18, 19, 19, 20, 21, 21, 22, 23, 23, 24, 25,
  25, 26, 26, 27, 28, 28, 29, 29, 30, 30, 31, 32, 32, 33, 34, 34, 35, 36, 37, 39, 40,
];
const LEGACY_MATH = [
  200, 200, 210, 230, 240, 260, 280, 290, 310, 320, 330, 340, 360, 370, 380, 390, 410, 420, 430,
  440, 450, 460, 470, 480, 480, 490, 500, 510, 520, 520, 530, 540, 550, 560, 560, 570, 580, 590,
  600, 600, 610, 620, 630, 640, 650, 660, 670, 670, 680, 690, 700, 710, 730, 740, 750, 760, 780,
  790, 800,
];

/** A table rising evenly from `min` to `max` over raw 0…`maxRaw`, rounded to `step`. */
function evenTable(maxRaw: number, min: number, max: number, step = 1): number[] {
  return Array.from(
    { length: maxRaw + 1 },
    (_, raw) => min + Math.round(((max - min) * raw) / maxRaw / step) * step,
  );
}

interface ScaleSpec {
  code: string;
  name: string;
  /** Its Bangla name (docs/CONFIG.md, "Reference data in both languages"). */
  name_bn: string;
  kind: 'section' | 'sub' | 'cross';
  weight: number;
  min: number;
  max: number;
  table: number[];
}

interface SectionSpec {
  name: string;
  name_bn: string;
  scale: string;
  /** Questions and minutes of each module. */
  modules: [number, number][];
}

interface FormSpec {
  name: string;
  kind: 'legacy' | 'digital';
  description: string;
  scales: ScaleSpec[];
  sections: SectionSpec[];
}

const sub = (code: string, name: string, name_bn: string, maxRaw: number): ScaleSpec => ({
  code,
  name,
  name_bn,
  kind: 'sub',
  weight: 0,
  min: 1,
  max: 15,
  table: evenTable(maxRaw, 1, 15),
});
const cross = (code: string, name: string, name_bn: string): ScaleSpec => ({
  code,
  name,
  name_bn,
  kind: 'cross',
  weight: 0,
  min: 10,
  max: 40,
  table: evenTable(35, 10, 40),
});

export const SAT_FORMS: FormSpec[] = [
  {
    name: 'SAT Practice Test (legacy paper form)',
    kind: 'legacy',
    description:
      'The paper SAT: four sections, total = (Reading + Writing and Language) × 10 + Math.',
    scales: [
      {
        code: 'R',
        name: 'Reading',
        name_bn: 'পঠন',
        kind: 'section',
        weight: 10,
        min: 10,
        max: 40,
        table: LEGACY_READING,
      },
      {
        code: 'W',
        name: 'Writing and Language',
        name_bn: 'লিখন ও ভাষা',
        kind: 'section',
        weight: 10,
        min: 10,
        max: 40,
        table: LEGACY_WRITING,
      },
      {
        code: 'M',
        name: 'Math',
        name_bn: 'গণিত',
        kind: 'section',
        weight: 1,
        min: 200,
        max: 800,
        table: LEGACY_MATH,
      },
      sub('COE', 'Command of Evidence', 'প্রমাণের ব্যবহার', 18),
      sub('WIC', 'Words in Context', 'প্রসঙ্গে শব্দ', 18),
      sub('EOI', 'Expression of Ideas', 'ভাবের প্রকাশ', 24),
      sub('SEC', 'Standard English Conventions', 'প্রমিত ইংরেজির রীতি', 20),
      sub('HOA', 'Heart of Algebra', 'বীজগণিতের মূল', 19),
      sub('PSD', 'Problem Solving and Data Analysis', 'সমস্যা সমাধান ও উপাত্ত বিশ্লেষণ', 17),
      sub('PAM', 'Passport to Advanced Math', 'উচ্চতর গণিতের প্রস্তুতি', 16),
      cross('HSS', 'Analysis in History/Social Studies', 'ইতিহাস/সমাজবিজ্ঞানে বিশ্লেষণ'),
      cross('SCI', 'Analysis in Science', 'বিজ্ঞানে বিশ্লেষণ'),
    ],
    sections: [
      { name: 'Reading', name_bn: 'পঠন', scale: 'R', modules: [[52, 65]] },
      { name: 'Writing and Language', name_bn: 'লিখন ও ভাষা', scale: 'W', modules: [[44, 35]] },
      {
        name: 'Math (no calculator)',
        name_bn: 'গণিত (ক্যালকুলেটর ছাড়া)',
        scale: 'M',
        modules: [[20, 25]],
      },
      { name: 'Math (calculator)', name_bn: 'গণিত (ক্যালকুলেটরসহ)', scale: 'M', modules: [[38, 55]] },
    ],
  },
  {
    name: 'Digital SAT Practice Form',
    kind: 'digital',
    description: 'The digital SAT: two sections of two modules, 200–800 each, total 400–1600.',
    scales: [
      {
        code: 'RW',
        name: 'Reading and Writing',
        name_bn: 'পঠন ও লিখন',
        kind: 'section',
        weight: 1,
        min: 200,
        max: 800,
        table: evenTable(54, 200, 800, 10),
      },
      {
        code: 'M',
        name: 'Math',
        name_bn: 'গণিত',
        kind: 'section',
        weight: 1,
        min: 200,
        max: 800,
        table: evenTable(44, 200, 800, 10),
      },
    ],
    sections: [
      {
        name: 'Reading and Writing',
        name_bn: 'পঠন ও লিখন',
        scale: 'RW',
        modules: [
          [27, 32],
          [27, 32],
        ],
      },
      {
        name: 'Math',
        name_bn: 'গণিত',
        scale: 'M',
        modules: [
          [22, 35],
          [22, 35],
        ],
      },
    ],
  },
];

export async function seedSatForms(ctx: Context, create: Create): Promise<void> {
  const { db } = ctx;
  for (const spec of SAT_FORMS) {
    const form = await create('sat-test-form', {
      name: spec.name,
      kind: spec.kind,
      description: spec.description,
      is_active: true,
    });
    const scaleIds = new Map<string, number>();
    for (const s of spec.scales) {
      const scale = await create('sat-scale', {
        test_form_id: form.id,
        code: s.code,
        name: s.name,
        name_bn: s.name_bn,
        kind: s.kind,
        total_weight: s.weight,
        min_score: s.min,
        max_score: s.max,
      });
      scaleIds.set(s.code, Number(scale.id));
      await db.transaction().execute((tx) =>
        writeConversionRows(
          tx,
          ctx,
          { id: Number(scale.id), label: String(scale.label), test_form_id: Number(form.id) },
          s.table.map((scaled, raw) => ({ raw_score: raw, scaled_score: scaled })),
        ),
      );
    }
    for (const section of spec.sections) {
      const saved = await create('sat-section', {
        test_form_id: form.id,
        name: section.name,
        name_bn: section.name_bn,
        scale_id: scaleIds.get(section.scale),
        is_active: true,
      });
      for (const [index, [questions, minutes]] of section.modules.entries()) {
        await create('sat-module', {
          section_id: saved.id,
          number: index + 1,
          question_count: questions,
          time_limit_minutes: minutes,
        });
      }
    }
  }
}
