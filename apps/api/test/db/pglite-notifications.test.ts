import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { listenOnPglite } from '../../src/db/pglite/notifications.ts'
import { simpleQuery } from '../../src/db/pglite/simple-query.ts'

const client = new PGlite()
await client.waitReady
afterAll(() => client.close())

describe('notifications on PGlite', () => {
  it('reach the listener before the committing call returns, however it was sent', async () => {
    const heard: string[] = []
    const stop = await listenOnPglite(client, 'moved', (payload) => heard.push(payload))

    await client.query(`SELECT pg_notify('moved', 'by query')`)
    expect(heard).toEqual(['by query'])

    await client.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('moved', 'by a transaction')`)
      // Not before the commit.
      expect(heard).toEqual(['by query'])
    })
    expect(heard).toEqual(['by query', 'by a transaction'])

    // Read from the answer's bytes by simpleQuery, which PGlite does not decode.
    await simpleQuery(client, `SELECT pg_notify('moved', 'in a raw answer') AS sent`)
    expect(heard).toEqual(['by query', 'by a transaction', 'in a raw answer'])

    await stop()
    await client.query(`SELECT pg_notify('moved', 'after stopping')`)
    await simpleQuery(client, `SELECT pg_notify('moved', 'after stopping') AS sent`)
    expect(heard).toHaveLength(3)
  })

  it('do not reach anyone when the transaction rolls back', async () => {
    const heard: string[] = []
    const stop = await listenOnPglite(client, 'moved', (payload) => heard.push(payload))
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('moved', 'never')`)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await client.query('SELECT 1')
    expect(heard).toEqual([])
    await stop()
  })
})
