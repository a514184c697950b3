import type { Order } from '@pasar/shared'
import { MoreHorizontalIcon } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx'
import { Button } from '@/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { payOrder } from '@/lib/snap.ts'
import { toast } from '@/lib/toast.ts'
import { useCancelOrder } from '../api/cancel-order.ts'
import { refreshOrder } from '../api/refresh-order.ts'

/** A PENDING order's menu: 'Complete payment' (same popup and outcomes) and 'Cancel payment'. */
export function OrderActions({ order }: { order: Order }) {
  const navigate = useNavigate()
  const cancel = useCancelOrder()
  const [confirming, setConfirming] = useState(false)
  const [paying, setPaying] = useState(false)

  async function completePayment() {
    setPaying(true)
    try {
      // The server may start a fresh attempt when the last one can no longer be paid.
      const fresh = await refreshOrder(order.id)
      if (fresh.data.status !== 'PENDING' || !fresh.data.token) {
        toast.error('This order can no longer be paid.')
        return
      }
      await payOrder(order.id, fresh.data.token, navigate)
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Something went wrong')
    } finally {
      setPaying(false)
    }
  }

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
          <DropdownMenuItem onSelect={() => void completePayment()}>
            Complete payment
          </DropdownMenuItem>
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => setConfirming(true)}
          >
            Cancel payment
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Are you sure?</AlertDialogTitle>
            <AlertDialogDescription>This action cannot be undone</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() =>
                cancel.mutate(order.id, {
                  onSuccess: () => toast.success('Order canceled.'),
                  onError: (error) =>
                    toast.error(error instanceof ApiError ? error.message : 'Something went wrong'),
                })
              }
            >
              Continue
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
