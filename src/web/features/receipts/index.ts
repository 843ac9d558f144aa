export { ReceiptLink, receiptPagePath } from './ReceiptLink';
