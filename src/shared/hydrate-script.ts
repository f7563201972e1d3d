/**
 * The production page's only script tag (decision 012). Once the browser has painted the server's HTML, it
 * preloads the first page's route chunks (its `data-preload`, space-separated) and imports the client entry (its
 * `data-src`). So a phone shows the page before it spends bandwidth on the JavaScript or time evaluating and
 * hydrating it. `requestAnimationFrame` runs just before the first frame is painted (never while the stylesheet
 * still blocks rendering) and the timeout after it. A page opened in a background tab paints nothing until it is
 * shown, so there the JavaScript loads at once. If the entry cannot be loaded, the page stays as the server sent
 * it: readable, its links plain links.
 * Shared because the server allows exactly this script by its hash in the Content-Security-Policy.
 */
export const hydrateAfterPaintScript =
  "(function(c){var d=0;function go(){if(d)return;d=1;(c.dataset.preload||'').split(' ').forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)});import(c.dataset.src).catch(function(e){console.warn(e)})}if(document.visibilityState==='hidden')go();else{requestAnimationFrame(function(){setTimeout(go,0)});document.addEventListener('visibilitychange',go)}})(document.currentScript)"
