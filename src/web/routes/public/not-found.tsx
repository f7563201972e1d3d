import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { PageNotFound } from '../../components/layout/page-errors'

export const status = 404

export function Component() {
  const { pathname } = useLocation()

  // §2.1: the missing path is logged (a warning: it is the reader's wrong turn, not a fault of the site).
  useEffect(() => {
    console.warn('404: path not found', pathname)
  }, [pathname])

  return <PageNotFound />
}
