import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

// Spec §1: the usual variants plus a "hero" and a "gaming" style.
// The base look is the .btn component class (styles.css): every page has several buttons, their HTML stays short.
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
      destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
      outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
      secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
      ghost: 'hover:bg-accent hover:text-accent-foreground',
      link: 'text-primary underline-offset-4 hover:underline',
      hero: 'bg-linear-to-r from-hero-from to-hero-to font-semibold text-white shadow-lg shadow-glow hover:brightness-110 hover:shadow-xl',
      gaming:
        'border border-primary/50 bg-primary/10 font-semibold uppercase tracking-wide text-primary hover:bg-primary hover:text-primary-foreground hover:shadow-[0_0_18px_var(--glow)]',
    },
    size: {
      default: 'h-10 px-4 py-2',
      sm: 'h-9 px-3',
      lg: 'h-11 px-6 text-base',
      xl: 'h-12 px-8 text-base',
      icon: 'size-10',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
})

interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (e.g. a router Link) with the button's look instead of a <button>. */
  asChild?: boolean
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button'
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
