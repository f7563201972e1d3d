import { Search } from 'lucide-react'
import { type Ref, useId } from 'react'
import { cn } from '../../lib/cn'
import { Input } from './input'

interface SearchFieldProps {
  /** The field's accessible name, e.g. "Search articles". */
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** The width the field takes in its toolbar. */
  className?: string
  /** The input itself, e.g. to keep what was typed before hydration (useTypedBeforeHydration). */
  inputRef?: Ref<HTMLInputElement>
}

/** A list's search box: a labelled search landmark with the magnifier inside the field. */
export function SearchField({ label, placeholder, value, onChange, className, inputRef }: SearchFieldProps) {
  const id = useId()
  return (
    <search className={cn('relative block', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={inputRef}
        id={id}
        type="search"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </search>
  )
}
