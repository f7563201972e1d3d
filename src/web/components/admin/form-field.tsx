import { type ReactNode, useId } from 'react'
import { Label } from '../ui/label'

interface FormFieldProps {
  label: string
  /** The field's error, shown below it and tied to it by aria-describedby. */
  error?: string
  /** The control, given its id and the attributes that tie the error to it. */
  children: (id: string, described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}

/** One labelled field of an admin form: the label, the control, and its error when there is one. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId()
  const errorId = useId()
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(id, error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  )
}
