import type { Order } from '@pasar/shared'
import { MoreHorizontalIcon } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Button } from '@/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { usePayOrder } from '@/features/payments/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useCancelOrder } from '../api/cancel-order.ts'

/** A PENDING order's menu: 'Complete payment' (same popup and outcomes) and 'Cancel payment'. */
export function OrderActions({ order }: { order: Order }) {
  const cancel = useCancelOrder()
  const [confirming, setConfirming] = useState(false)
  // Without a token, the payment asks the server for a fresh one first.
  const { pay, isPaying: paying } = usePayOrder()

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="size-8" disabled={paying}>
            {paying ? <Spinner label="Opening payment" /> : <MoreHorizontalIcon />}
            <span className="sr-only">Actions for order #{order.id}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void pay(order.id)}>Complete payment</DropdownMenuItem>
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => setConfirming(true)}
          >
            Cancel payment
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        description={`Order #${order.id} will be canceled and its items released back to the stores. This action cannot be undone.`}
        onConfirm={() =>
          cancel.mutate(order.id, {
            onSuccess: () => toast.success('Order canceled.'),
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : 'Something went wrong'),
          })
        }
      />
    </>
  )
}
