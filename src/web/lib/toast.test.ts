import { beforeEach, describe, expect, it, vi } from 'vitest'

const sonner = vi.hoisted(() => ({
  success: vi.fn(),
  info: vi.fn(),
  error: vi.fn(),
  loading: vi.fn(),
}))
vi.mock('sonner', () => ({ toast: sonner }))

/** A fresh lib/toast, as on a first visit: sonner not loaded, no Toaster. */
async function freshToast() {
  vi.resetModules()
  return await import('./toast')
}

describe('toast', () => {
  beforeEach(() => {
    for (const fn of Object.values(sonner)) fn.mockReset()
  })

  it('waits for the Toaster, then shows the waiting toasts in order with the ids it returned', async () => {
    const module = await freshToast()
    const wanted: boolean[] = []
    const first = module.toast.error('Sign In Error', { description: 'Invalid email or password' })
    const loading = module.toast.loading('Processing')
    const outcome = module.toast.success('Done', { id: loading, description: undefined })
    expect(sonner.error).not.toHaveBeenCalled()
    expect(outcome).toBe(loading)
    expect(first).not.toBe(loading)

    const { renderToString } = await import('react-dom/server')
    const { createElement } = await import('react')
    function Probe() {
      wanted.push(module.useToasterWanted())
      return null
    }
    renderToString(createElement(Probe))
    expect(wanted).toEqual([false]) // the server never renders the Toaster

    // What the root layout does once the first toast wants the Toaster and it is mounted.
    module.toasterMounted()
    await vi.waitFor(() => expect(sonner.error).toHaveBeenCalled())
    expect(sonner.error).toHaveBeenCalledWith('Sign In Error', {
      description: 'Invalid email or password',
      id: first,
    })
    expect(sonner.loading).toHaveBeenCalledWith('Processing', { id: loading })
    expect(sonner.success).toHaveBeenCalledWith('Done', { id: loading, description: undefined })
    expect(sonner.loading.mock.invocationCallOrder[0]).toBeLessThan(
      sonner.success.mock.invocationCallOrder[0]!,
    )

    module.toast.info('Later')
    expect(sonner.info).toHaveBeenCalledWith('Later', { id: expect.anything() })
  })

  it('shows nothing when the Toaster mounts before any toast', async () => {
    const module = await freshToast()
    module.toasterMounted()
    await new Promise((resolve) => setTimeout(resolve, 10))
    for (const fn of Object.values(sonner)) expect(fn).not.toHaveBeenCalled()
  })
})
