/** The admin console. Its pages load lazily from `AdminConsole`; see app/router.tsx. */
export { AdminRefusal } from './AdminLayout';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
