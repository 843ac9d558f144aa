export { ReportButton, type ReportButtonProps, ReportUserButton } from './ReportButton';
