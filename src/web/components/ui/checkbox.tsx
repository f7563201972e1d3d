import { type ComponentProps, useEffect, useRef } from 'react'
import { cn } from '../../lib/cn'

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange'> {
  checked: boolean
  /** Some but not all rows selected (a select-all box). */
  indeterminate?: boolean
  onCheckedChange: (checked: boolean) => void
}

/** A native checkbox (keyboard, forms and screen readers for free), in the theme's colour. */
export function Checkbox({
  checked,
  indeterminate = false,
  onCheckedChange,
  className,
  ...props
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.target.checked)}
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-input accent-primary disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
