import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

// A side panel built on Radix Dialog: focus trap, Escape to close, focus returns to the trigger.
export const Sheet = DialogPrimitive.Root
const SheetPortal = DialogPrimitive.Portal

function SheetOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        'fixed inset-0 z-50 bg-black/60 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  )
}

const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-full w-4/5 max-w-sm flex-col gap-4 overflow-y-auto bg-background p-6 shadow-xl outline-none motion-reduce:animate-none',
  {
    variants: {
      side: {
        right:
          'right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right',
        left: 'left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
      },
    },
    defaultVariants: { side: 'right' },
  },
)

interface SheetContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>,
    VariantProps<typeof sheetVariants> {
  /** Accessible name of the close button. */
  closeLabel?: string
}

/** Needs a <SheetTitle> inside (Radix requires an accessible name for the dialog). */
export function SheetContent({
  side,
  className,
  children,
  closeLabel = 'Close',
  ...props
}: SheetContentProps) {
  return (
    <SheetPortal>
      <SheetOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </SheetPortal>
  )
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn('text-lg font-semibold text-foreground', className)} {...props} />
  )
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}
