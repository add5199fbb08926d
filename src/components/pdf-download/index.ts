export { DownloadPdfButton } from './DownloadPdfButton';
