/** Demo openings and applications, at different stages of hiring. */
import type { Row } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;

function fromToday(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function seedJobs(create: Create): Promise<void> {
  const satTutor = await create('job', {
    title: 'SAT Math Tutor',
    department: 'Tutoring',
    location: 'Dhanmondi, Dhaka (on site and online)',
    employment_type: 'part_time',
    vacancies: 2,
    salary_min: '1200.00',
    salary_max: '2000.00',
    deadline: fromToday(21),
    description:
      '<p>Teach Digital SAT Math to groups of up to 20 students, three evenings a week.</p>',
    is_active: true,
  });
  const coordinator = await create('job', {
    title: 'Admissions Coordinator',
    department: 'Front office',
    location: 'Dhanmondi, Dhaka',
    employment_type: 'full_time',
    vacancies: 1,
    salary_min: '35000.00',
    salary_max: '45000.00',
    deadline: fromToday(10),
    description: '<p>Guide families through course choices and enrolment.</p>',
    is_active: true,
  });
  const applicants: [Row, string, string, string, number][] = [
    [satTutor, 'Nafis Ahmed', 'nafis.ahmed@example.com', '+880 1812-345678', 0],
    [satTutor, 'Tahmina Sultana', 'tahmina.s@example.com', '+880 1911-223344', 2],
    [satTutor, 'Arif Hossain', 'arif.h@example.com', '+880 1715-667788', 4],
    [coordinator, 'Farzana Kabir', 'farzana.kabir@example.com', '+880 1612-998877', 1],
  ];
  for (const [job, name, email, phone, status] of applicants) {
    await create('job-applicant', {
      job_id: job.id,
      name,
      email,
      phone,
      status,
      cover_letter: `I would like to apply for the ${String(job.title)} position.`,
    });
  }
}
