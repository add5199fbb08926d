export { MathHtml } from './MathHtml';
