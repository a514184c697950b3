import { z } from '@pasar/shared/zod'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { schemaResolver } from './schema-resolver.ts'
import type { FormApi, Resolver } from './types.ts'
import { useForm } from './use-form.ts'

const schema = z.object({
  name: z.string().min(3, 'Name is too short'),
  city: z.string().min(1, 'City must be filled'),
  tags: z.array(z.string().min(2, 'A tag is too short')).max(2, 'At most 2 tags'),
})
type Values = z.input<typeof schema>
const EMPTY: Values = { name: '', city: '', tags: [] }

/** The form of the test drawn last, for what code does to it. */
let api: FormApi<Values> | undefined
const expose = (form: FormApi<Values>) => {
  api = form
}

/** A form of two text fields, the tags as a control of its own, and what the form shows. */
function Form({
  onValid = () => {},
  defaultValues = EMPTY,
  resolver = schemaResolver(schema),
}: {
  onValid?: (values: Values) => void
  defaultValues?: Values
  resolver?: Resolver<Values>
}) {
  const form = useForm<Values>({ resolver, defaultValues })
  expose(form)
  const { errors, isDirty } = form.formState
  const tags = form.control('tags')
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <p>{errors.name?.message}</p>
      <label>
        City
        <input {...form.register('city')} />
      </label>
      <p>{errors.city?.message}</p>
      <button type="button" onClick={() => tags.onChange(tags.value.slice(1))}>
        Drop a tag
      </button>
      <p>{errors.tags?.message}</p>
      <p>{isDirty ? 'Changed' : 'As saved'}</p>
      <p>{`${form.watch('city').length} characters`}</p>
      <button type="submit">Save</button>
    </form>
  )
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('useForm', () => {
  it('shows every message on a refused submit and focuses the first field on the page', async () => {
    const onValid = vi.fn()
    render(<Form onValid={onValid} />)
    await save()
    expect(screen.getByText('Name is too short')).toBeTruthy()
    expect(screen.getByText('City must be filled')).toBeTruthy()
    expect(document.activeElement).toBe(field('Name'))
    expect(onValid).not.toHaveBeenCalled()
  })

  it('once submitted, checks each change and shows only that field’s message', async () => {
    render(<Form />)
    await save()
    await userEvent.type(field('City'), 'Bandung')
    expect(screen.queryByText('City must be filled')).toBeNull()
    expect(screen.getByText('Name is too short')).toBeTruthy()
  })

  it('checks nothing while typing before the first submit', async () => {
    render(<Form />)
    await userEvent.type(field('Name'), 'B')
    expect(screen.queryByText('Name is too short')).toBeNull()
  })

  it('gives the accepted values to the submit and keeps what was typed', async () => {
    const onValid = vi.fn()
    render(<Form onValid={onValid} />)
    await userEvent.type(field('Name'), 'Budi')
    await userEvent.type(field('City'), 'Bandung')
    await save()
    expect(onValid).toHaveBeenCalledWith({ name: 'Budi', city: 'Bandung', tags: [] })
    expect(field('Name').value).toBe('Budi')
  })

  it('prefers a message about a list itself to one about an item in it', async () => {
    render(<Form defaultValues={{ name: 'Budi', city: 'Bandung', tags: ['a', 'b', 'c'] }} />)
    await save()
    expect(screen.getByText('At most 2 tags')).toBeTruthy()
  })

  it('re-checks a control’s value when it changes after a submit', async () => {
    render(<Form defaultValues={{ name: 'Budi', city: 'Bandung', tags: ['ab', 'ab', 'ab'] }} />)
    await save()
    expect(screen.getByText('At most 2 tags')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Drop a tag' }))
    await vi.waitFor(() => expect(screen.queryByText('At most 2 tags')).toBeNull())
  })

  it('puts a message of the server under its field and focuses it', async () => {
    render(<Form />)
    act(() => api?.setError('city', { message: 'No such city' }, { shouldFocus: true }))
    expect(screen.getByText('No such city')).toBeTruthy()
    expect(document.activeElement).toBe(field('City'))
  })

  it('knows when a value differs from the saved one, and reset makes the new values the saved ones', async () => {
    render(<Form defaultValues={{ name: 'Budi', city: 'Bandung', tags: [] }} />)
    expect(field('Name').value).toBe('Budi')
    expect(screen.getByText('As saved')).toBeTruthy()
    await userEvent.type(field('Name'), 'x')
    expect(screen.getByText('Changed')).toBeTruthy()
    await userEvent.type(field('Name'), '{Backspace}')
    expect(screen.getByText('As saved')).toBeTruthy()

    act(() => api?.reset({ name: 'Siti', city: 'Bogor', tags: [] }))
    expect(field('Name').value).toBe('Siti')
    expect(field('City').value).toBe('Bogor')
    expect(screen.getByText('As saved')).toBeTruthy()
  })

  it('writes a value set by code into its field, and shows a watched value as it is typed', async () => {
    render(<Form />)
    act(() => api?.setValue('city', 'Medan'))
    expect(field('City').value).toBe('Medan')
    expect(screen.getByText('5 characters')).toBeTruthy()
    await userEvent.type(field('City'), 'a')
    expect(screen.getByText('6 characters')).toBeTruthy()
  })

  it('checks only the fields asked about, and says whether they pass', async () => {
    render(<Form />)
    let passed: boolean | undefined
    await act(async () => {
      passed = await api?.trigger('city')
    })
    expect(passed).toBe(false)
    expect(screen.getByText('City must be filled')).toBeTruthy()
    expect(screen.queryByText('Name is too short')).toBeNull()
  })

  it('shows the answer to the newest change when an older check answers last', async () => {
    // The check of the first letter typed is held until the check after it has answered.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const check = schemaResolver(schema)
    const answers: Promise<unknown>[] = []
    const resolver: Resolver<Values> = (values) => {
      const answer = answers.length === 1 ? held.then(() => check(values)) : check(values)
      answers.push(answer)
      return answer
    }
    render(<Form resolver={resolver} />)
    await save()
    await userEvent.type(field('City'), 'B')
    await userEvent.clear(field('City'))
    expect(answers).toHaveLength(3)
    await act(async () => {
      release()
      // The form heard this answer before the test does: it asked first.
      await answers[1]
    })
    expect(screen.getByText('City must be filled')).toBeTruthy()
  })
})
