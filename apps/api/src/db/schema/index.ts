export * from './users.ts'
export * from './catalog.ts'
export * from './orders.ts'
