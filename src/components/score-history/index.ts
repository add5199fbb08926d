export { ScoreHistoryChart } from './ScoreHistoryChart';
export { regularHistory, satHistory } from './historySeries';
