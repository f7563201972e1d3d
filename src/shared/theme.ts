// Spec §1: light, dark or system, kept in localStorage under "theme".
export type Theme = 'light' | 'dark' | 'system'
export const THEME_STORAGE_KEY = 'theme'

/**
 * Runs in <head> before the first paint, so a dark-theme reader never sees a light flash. Shared because the
 * server allows exactly this script by its hash in the Content-Security-Policy.
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||((t!=='light')&&window.matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`
