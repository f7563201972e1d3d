// Spec §1: light, dark or system, kept in localStorage under "theme".
export type Theme = 'light' | 'dark' | 'system'
export const THEME_STORAGE_KEY = 'theme'

/** Spoiler-free mode: "true" in localStorage under this key puts this class on <html>. */
export const SPOILER_FREE_STORAGE_KEY = 'spoiler-free'
export const SPOILER_FREE_CLASS = 'spoiler-free'

/**
 * The teams and players a reader follows (issue #18, decision 034), kept in localStorage under this key; the
 * version is in the key, so a later shape can live beside this one. While any are followed, <html> carries
 * FOLLOWS_CLASS before the first paint, so the pages reserve the room the followed part will fill.
 */
export const FOLLOWS_STORAGE_KEY = 'follows.v1'
export const FOLLOWS_CLASS = 'has-follows'

/**
 * Runs in <head> before the first paint, so a dark-theme reader never sees a light flash and a spoiler-free reader
 * never sees a score. Shared because the server allows exactly this script by its hash in the
 * Content-Security-Policy. The parts fail separately: a storage error in one leaves the others applied.
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');var d=t==='dark'||((t!=='light')&&window.matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}try{document.documentElement.classList.toggle('${SPOILER_FREE_CLASS}',localStorage.getItem('${SPOILER_FREE_STORAGE_KEY}')==='true')}catch(_){}try{document.documentElement.classList.toggle('${FOLLOWS_CLASS}',/"slug"/.test(localStorage.getItem('${FOLLOWS_STORAGE_KEY}')||''))}catch(_){}})()`
