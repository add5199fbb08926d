/**
 * Homework with what was handed in: the homework the server's scope gives the caller (a
 * student's courses, a parent's children's), the submissions (their own, their children's) and
 * the titles of the courses. `studentId` narrows the submissions to one child.
 */
import { useGetList, type RaRecord } from 'react-admin';
import { keyOfName } from '../../../config';

const ALL = { page: 1, perPage: 1000 };

export function useHomework(studentId?: number) {
  const homework = useGetList(keyOfName('home-work'), {
    pagination: ALL,
    sort: { field: 'due_date', order: 'DESC' },
  });
  const submissions = useGetList(keyOfName('student-home-work'), {
    pagination: ALL,
    sort: { field: 'submitted_at', order: 'DESC' },
    filter: studentId === undefined ? {} : { student_id: studentId },
  });
  const courses = useGetList(keyOfName('course'), {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'title', order: 'ASC' },
  });
  const byHomework = new Map<number, RaRecord>(
    (submissions.data ?? []).map((s) => [Number(s.home_work_id), s]),
  );
  const courseTitles = new Map((courses.data ?? []).map((c) => [Number(c.id), String(c.title)]));
  return {
    homework: homework.data ?? [],
    submissionOf: (homeworkId: unknown) => byHomework.get(Number(homeworkId)),
    courseTitle: (courseId: unknown) => courseTitles.get(Number(courseId)) ?? '',
    isPending: homework.isPending || submissions.isPending,
    error: homework.error ?? submissions.error ?? null,
    refetch: () => {
      void homework.refetch();
      void submissions.refetch();
    },
  };
}
