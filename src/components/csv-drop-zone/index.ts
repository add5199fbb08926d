export { CsvDropZone } from './CsvDropZone';
