import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { keyOfName } from '../../../config';
import { ExamResultList } from '../../../resources/exam-result';
import { SatScoreList } from '../../../resources/sat-score';

/**
 * /employee/result and /employee/score: the back office's lists of results and SAT
 * scores in the employee panel, narrowed by the server to the tutor's courses. Their rows still
 * open the records' own screens.
 */
const inResource = (name: string, list: ReactNode) => (
  <ResourceContextProvider value={keyOfName(name)}>{list}</ResourceContextProvider>
);

export const EmployeeResultList = () => inResource('exam-result', <ExamResultList />);
export const EmployeeScoreList = () => inResource('sat-score', <SatScoreList />);
