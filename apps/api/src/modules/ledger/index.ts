/** The ledger module's public face (docs/decisions/0980): what orders and payouts may call. */
export {
  bookPayout,
  bookPayoutReturned,
  bookSales,
  ledgerBalance,
  ledgerCsv,
  ledgerPage,
  platformFeesByDay,
  platformSubsidiesByDay,
  type CompletedSale,
} from './service.ts'
export { platformFee } from './fee.ts'
