/** The fuel module's public surface: its plugin, and the card transactions of a period as the fuel report reads them. */
export { default as fuelModule } from './fuel.plugin';
export { cardTransactions, type MatchedTransaction } from './fuel.service';
export { recordCardTransactionsOnce } from './fuel-seed';
