import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server a bench also runs on, when one is configured. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''

/** A fresh PostgreSQL database on the given server, dropped when done. */
export async function withPostgres(serverUrl: string, work: (url: string) => Promise<void>) {
  const name = `pasar_bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    await work(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}
