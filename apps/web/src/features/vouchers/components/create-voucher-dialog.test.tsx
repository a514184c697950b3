import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { expectAccessible } from '@/testing/axe.ts'
import { renderWithQueries } from '@/testing/render.tsx'
import { signInShopperForEachTest } from '@/testing/session.ts'
import { buildVoucher } from '@/testing/vouchers.ts'
import { CreateVoucherDialog } from './create-voucher-dialog.tsx'

signInShopperForEachTest()

interface Sent {
  url: string
  method: string
  body: unknown
}

/** Fakes the API: each POST answers `answer` (201 with the voucher unless told). */
function fakeApi(
  answer: () => Response = () => Response.json({ data: buildVoucher(9) }, { status: 201 }),
) {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    sent.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    return method === 'POST' ? answer() : Response.json({ data: [] })
  })
  return sent
}

/** The dialog's code loads on the press: on a busy machine, that takes a while. */
const LAZY = { timeout: 5_000 }

async function openForm(slug?: string) {
  renderWithQueries(<CreateVoucherDialog slug={slug} />)
  await userEvent.click(screen.getByRole('button', { name: 'Create voucher' }))
  const dialog = await screen.findByRole('dialog', { name: 'Create voucher' }, LAZY)
  await within(dialog).findByLabelText('Code', {}, LAZY)
  return dialog
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label)

async function fill(dialog: HTMLElement, label: string, value: string) {
  const input = field(dialog, label)
  await userEvent.clear(input)
  if (value) await userEvent.type(input, value)
}

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Create voucher' }))

/** The message under a field (its `aria-describedby`). */
function messageOf(dialog: HTMLElement, label: string) {
  const id = field(dialog, label).getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : undefined
}

// axe-core and the dialog's lazy form take their time on a busy machine.
describe('CreateVoucherDialog', { timeout: 20_000 }, () => {
  it("sends a store's voucher: the code upper-cased, figures as numbers, the period as instants", async () => {
    const sent = fakeApi()
    const dialog = await openForm('batik-sari')
    await expectAccessible()
    await fill(dialog, 'Code', 'hemat10')
    await fill(dialog, 'Discount', '10')
    await fill(dialog, 'Maximum discount', '20000')
    await fill(dialog, 'Minimum spend', '100000')
    await fill(dialog, 'Quota', '100')
    await fill(dialog, 'Starts', '2026-12-01T09:00')
    await fill(dialog, 'Ends', '2026-12-31T23:59')
    await submit(dialog)

    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1))
    const [post] = sent.filter((r) => r.method === 'POST')
    expect(post?.url).toBe('/api/v1/stores/batik-sari/vouchers')
    expect(post?.body).toEqual({
      code: 'HEMAT10',
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 20_000,
      minSpend: 100_000,
      quota: 100,
      perBuyer: 1,
      startsAt: new Date('2026-12-01T09:00').toISOString(),
      endsAt: new Date('2026-12-31T23:59').toISOString(),
      active: true,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says under each field what is wrong, and sends nothing', async () => {
    const sent = fakeApi()
    const dialog = await openForm('batik-sari')
    await fill(dialog, 'Code', 'AB')
    await fill(dialog, 'Discount', '95')
    await fill(dialog, 'Ends', '2020-01-01T00:00')
    await submit(dialog)

    await waitFor(() =>
      expect(messageOf(dialog, 'Code')).toBe('Code must be 4 to 20 letters A–Z or digits 0–9'),
    )
    expect(messageOf(dialog, 'Quota')).toBe('Quota must be filled')
    expect(field(dialog, 'Code').getAttribute('aria-invalid')).toBe('true')
    await expectAccessible()

    // The rules between fields speak once each field is right on its own (the API's too).
    await fill(dialog, 'Code', 'HEMAT10')
    await fill(dialog, 'Quota', '100')
    await submit(dialog)
    await waitFor(() =>
      expect(messageOf(dialog, 'Discount')).toBe('A percentage must be from 1 to 90'),
    )
    expect(messageOf(dialog, 'Ends')).toBe('End must be after the start')

    await fill(dialog, 'Starts', '')
    await submit(dialog)
    await waitFor(() => expect(messageOf(dialog, 'Starts')).toBe('Choose a date and time'))

    // The API's 'Value' is the form's 'Discount'.
    await fill(dialog, 'Discount', '')
    await submit(dialog)
    await waitFor(() =>
      expect(messageOf(dialog, 'Discount')).toBe('Enter the discount as a whole number'),
    )
    expect(sent.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('a fixed discount has no cap, and sends none', async () => {
    const sent = fakeApi()
    const dialog = await openForm('batik-sari')
    await userEvent.selectOptions(field(dialog, 'Kind'), 'FIXED')
    expect(within(dialog).queryByLabelText('Maximum discount')).toBeNull()
    await fill(dialog, 'Code', 'POTONG15')
    await fill(dialog, 'Discount', '15000')
    await fill(dialog, 'Quota', '50')
    await submit(dialog)
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1))
    expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'POTONG15',
      kind: 'FIXED',
      value: 15_000,
      maxDiscount: null,
    })
  })

  it("shows the API's field errors on their fields, and a taken code under the code", async () => {
    let answer = Response.json(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid input',
        errors: [{ path: 'minSpend', message: 'Minimum spend must be at most 1000000000' }],
      },
      { status: 400 },
    )
    fakeApi(() => answer)
    const dialog = await openForm('batik-sari')
    await fill(dialog, 'Code', 'HEMAT10')
    await fill(dialog, 'Discount', '10')
    await fill(dialog, 'Quota', '100')
    await submit(dialog)
    await waitFor(() =>
      expect(messageOf(dialog, 'Minimum spend')).toBe('Minimum spend must be at most 1000000000'),
    )
    expect(document.activeElement).toBe(field(dialog, 'Minimum spend'))

    answer = Response.json(
      { statusCode: 409, error: 'Conflict', message: 'This store already has a voucher HEMAT10.' },
      { status: 409 },
    )
    await submit(dialog)
    await waitFor(() =>
      expect(messageOf(dialog, 'Code')).toBe('This store already has a voucher HEMAT10.'),
    )
    // The typed values stay.
    expect(field(dialog, 'Code')).toHaveProperty('value', 'HEMAT10')
    expect(screen.getByRole('dialog', { name: 'Create voucher' })).toBeTruthy()
  })

  it('makes a Pasar voucher on the shipping (Gratis Ongkir)', async () => {
    const sent = fakeApi()
    const dialog = await openForm()
    await userEvent.selectOptions(field(dialog, 'Applies to'), 'SHIPPING')
    await userEvent.selectOptions(field(dialog, 'Kind'), 'FIXED')
    await fill(dialog, 'Code', 'ONGKIRGRATIS')
    await fill(dialog, 'Discount', '20000')
    await fill(dialog, 'Minimum spend', '50000')
    await fill(dialog, 'Quota', '1000')
    await submit(dialog)
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1))
    const post = sent.find((r) => r.method === 'POST')
    expect(post?.url).toBe('/api/v1/admin/vouchers')
    expect(post?.body).toMatchObject({
      code: 'ONGKIRGRATIS',
      kind: 'FIXED',
      value: 20_000,
      minSpend: 50_000,
      quota: 1000,
      appliesTo: 'SHIPPING',
    })
  })
})
