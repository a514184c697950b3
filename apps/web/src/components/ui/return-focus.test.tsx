import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet.tsx'

/** A dialog opened by a plain button, not Radix's trigger: as the ones whose code loads on press. */
function Page({ as }: { as: 'dialog' | 'sheet' }) {
  const [open, setOpen] = useState(false)
  const body = <button type="button">Inside</button>
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Add address
      </button>
      {as === 'dialog' ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogTitle>Add address</DialogTitle>
            <DialogDescription>Where your parcels go.</DialogDescription>
            {body}
          </DialogContent>
        </Dialog>
      ) : (
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent>
            <SheetTitle>Menu</SheetTitle>
            <SheetDescription>Site navigation</SheetDescription>
            {body}
          </SheetContent>
        </Sheet>
      )}
    </main>
  )
}

describe('a dialog opened without its trigger', () => {
  for (const as of ['dialog', 'sheet'] as const) {
    it(`gives focus back to the button that opened it when it closes (${as})`, async () => {
      render(<Page as={as} />)
      const opener = screen.getByRole('button', { name: 'Add address' })
      await userEvent.click(opener)
      await screen.findByRole('dialog')
      expect(document.activeElement).not.toBe(opener)

      await userEvent.keyboard('{Escape}')
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(document.activeElement).toBe(opener)
    })
  }
})
